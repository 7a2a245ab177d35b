import { NAVIGATION_START_EVENT } from '@/content/shell'

/** Next calls this when a client navigation starts; the shell's progress indicator listens. */
export function onRouterTransitionStart(url: string): void {
  window.dispatchEvent(new CustomEvent<string>(NAVIGATION_START_EVENT, { detail: url }))
}
