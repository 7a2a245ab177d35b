/** Generated block thumbnails (3:2 SVG as data URLs): no image files to download or ship. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A simple wireframe per block kind, drawn inside 480 x 320. */
const SHAPES: Record<string, string> = {
  text: '<rect x="60" y="70" width="220" height="18" rx="4"/><rect x="60" y="104" width="360" height="10" rx="3" opacity=".6"/><rect x="60" y="124" width="340" height="10" rx="3" opacity=".6"/><rect x="60" y="144" width="300" height="10" rx="3" opacity=".6"/>',
  quote:
    '<text x="60" y="130" font-size="96" font-family="Georgia,serif">“</text><rect x="130" y="90" width="280" height="12" rx="3" opacity=".6"/><rect x="130" y="112" width="240" height="12" rx="3" opacity=".6"/><rect x="130" y="146" width="120" height="10" rx="3"/>',
  images:
    '<rect x="60" y="70" width="170" height="110" rx="10" opacity=".6"/><rect x="250" y="70" width="170" height="110" rx="10" opacity=".6"/>',
  button: '<rect x="150" y="100" width="180" height="50" rx="25"/>',
  callToAction:
    '<rect x="60" y="70" width="260" height="18" rx="4"/><rect x="60" y="104" width="300" height="10" rx="3" opacity=".6"/><rect x="60" y="140" width="130" height="36" rx="18"/><rect x="204" y="140" width="130" height="36" rx="18" opacity=".5"/>',
  clients:
    '<rect x="60" y="100" width="80" height="50" rx="6" opacity=".6"/><rect x="160" y="100" width="80" height="50" rx="6" opacity=".6"/><rect x="260" y="100" width="80" height="50" rx="6" opacity=".6"/><rect x="360" y="100" width="60" height="50" rx="6" opacity=".6"/>',
  contentFoldable:
    '<rect x="60" y="70" width="360" height="30" rx="6" opacity=".6"/><rect x="60" y="110" width="360" height="30" rx="6" opacity=".6"/><rect x="60" y="150" width="360" height="30" rx="6" opacity=".6"/>',
  label:
    '<circle cx="120" cy="125" r="45" opacity=".6"/><circle cx="240" cy="125" r="45" opacity=".6"/><circle cx="360" cy="125" r="45" opacity=".6"/>',
  note: '<rect x="60" y="70" width="360" height="110" rx="10" opacity=".35"/><rect x="60" y="70" width="8" height="110"/><rect x="90" y="96" width="200" height="14" rx="4"/><rect x="90" y="124" width="300" height="10" rx="3" opacity=".6"/>',
  references:
    '<rect x="60" y="70" width="110" height="110" rx="10" opacity=".6"/><rect x="185" y="70" width="110" height="110" rx="10" opacity=".6"/><rect x="310" y="70" width="110" height="110" rx="10" opacity=".6"/>',
  roadmap:
    '<circle cx="90" cy="125" r="16"/><circle cx="190" cy="125" r="16"/><circle cx="290" cy="125" r="16"/><circle cx="390" cy="125" r="16"/><rect x="90" y="122" width="300" height="6" opacity=".5"/>',
  services:
    '<rect x="60" y="60" width="110" height="70" rx="8" opacity=".6"/><rect x="185" y="60" width="110" height="70" rx="8" opacity=".6"/><rect x="310" y="60" width="110" height="70" rx="8" opacity=".6"/><rect x="60" y="142" width="80" height="10" rx="3"/><rect x="185" y="142" width="80" height="10" rx="3"/><rect x="310" y="142" width="80" height="10" rx="3"/><rect x="60" y="166" width="60" height="8" rx="3" opacity=".6"/><rect x="185" y="166" width="60" height="8" rx="3" opacity=".6"/><rect x="310" y="166" width="60" height="8" rx="3" opacity=".6"/>',
  team: '<circle cx="120" cy="110" r="36" opacity=".6"/><circle cx="240" cy="110" r="36" opacity=".6"/><circle cx="360" cy="110" r="36" opacity=".6"/><rect x="90" y="160" width="60" height="8" rx="3"/><rect x="210" y="160" width="60" height="8" rx="3"/><rect x="330" y="160" width="60" height="8" rx="3"/>',
  usp: '<text x="70" y="140" font-size="56" font-weight="700" font-family="sans-serif">1</text><text x="200" y="140" font-size="56" font-weight="700" font-family="sans-serif">2</text><text x="330" y="140" font-size="56" font-weight="700" font-family="sans-serif">3</text>',
  video:
    '<rect x="60" y="60" width="360" height="130" rx="10" opacity=".6"/><path d="M225 100v50l45-25z" fill="#fff"/>',
}

const FALLBACK = '<rect x="60" y="70" width="360" height="110" rx="10" opacity=".6"/>'

/** The block's thumbnail: its wireframe in the brand's colours with its Dutch name below. */
export function blockThumbnail(slug: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><rect width="480" height="320" fill="#f3effa"/><g fill="#4b1d6e">${SHAPES[slug] ?? FALLBACK}</g><text x="240" y="270" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" font-weight="600" fill="#4b1d6e">${escapeXml(label)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
