import type { Page } from '@/payload-types'
import { thankYouPath, uriToPath } from '@/routing/uri'

/**
 * Where a form page (application, contact, business contact) sends the visitor on success: the
 * exit page the editor chose ('Pagina na verzenden'), else the form's own address plus /bedankt.
 */
export function buildExitPath(page: Pick<Page, 'formExitPage'>, pagePath: string): string {
  const exit = page.formExitPage
  if (exit && typeof exit === 'object' && exit.uri) return uriToPath(exit.uri)
  return thankYouPath(pagePath)
}
