/** Page size of every list: blog, experiences and vacancies (SPEC 9). */
export const PAGE_SIZE = 12

/** Pages shown on either side of the current one (SPEC 2.4). */
const PAGINATION_WINDOW = 2

/** Total pages: total divided by the page size, rounded up (at least 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The offset of a page: page size times (page - 1). */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return pageSize * (Math.max(1, page) - 1)
}

/** Page numbers two either side of the current one, clipped to the existing pages. */
export function paginationWindow(current: number, total: number, window = PAGINATION_WINDOW): number[] {
  const first = Math.max(1, current - window)
  const last = Math.min(total, current + window)
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index)
}

/** Page numbers are shown padded to two digits: 1 → '01'. */
export function padPageNumber(page: number): string {
  return String(page).padStart(2, '0')
}
