import type { Page, ServicesBlock } from '@/payload-types'

/** The published service pages a block names, in the editor's order. */
export function servicePages(block: Pick<ServicesBlock, 'blockServices'>): Page[] {
  return block.blockServices.filter((page): page is Page => typeof page === 'object' && page !== null && !!page.uri)
}
