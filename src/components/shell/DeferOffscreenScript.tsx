/**
 * Turns on the deferred rendering of the sections below the first screen
 * (`[data-defer-offscreen]` in globals.css) for a fresh visit only. A browser restores the scroll
 * position of a reload or of Back and Forward against the layout it has then, in which a section
 * not rendered yet is a 40rem placeholder: a visitor who went back to a list from its eleventh
 * card landed 900 px below it, and a reload near the end of the blog moved it 4,600 px up. So
 * a reload or a history visit (Next's own Back and Forward included, on `popstate`, before it
 * renders) renders every section, and so does a browser without JavaScript. It runs at the start
 * of the body, before anything is painted.
 */
const script = `(() => {
  const root = document.documentElement
  const [entry] = performance.getEntriesByType('navigation')
  if (entry && entry.type === 'navigate') root.dataset.deferOffscreen = ''
  addEventListener('popstate', () => delete root.dataset.deferOffscreen)
})()`

export function DeferOffscreenScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
