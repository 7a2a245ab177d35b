/**
 * A decorative arrow for buttons and links, drawn by the stylesheet. An arrow character in the
 * markup would be the page's only one outside Latin-1, and Next writes a cached page with any
 * such character to the socket several times slower (docs/architecture.md, Front end).
 */
export function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return <span aria-hidden="true" className={direction === 'next' ? 'arrow-next' : 'arrow-previous'} />
}
