import sharp from 'sharp'

/** Brand colours of the design tokens, for generated imagery. */
const PURPLE = '#4b1d6e'
const BLUE = '#1f5fd6'
const LIGHT = '#f4f1f8'
const PALETTES = [
  [PURPLE, BLUE],
  [BLUE, '#7fb0ff'],
  ['#35124f', '#9b6fd1'],
  ['#17469e', PURPLE],
  ['#6b3a99', '#f0a6ca'],
  ['#0f3b73', '#4fc3c9'],
]

const pick = <T>(list: T[], seed: number): T => list[Math.abs(seed) % list.length]

/** A deterministic number from a string, so the same name always gets the same picture. */
export function hashString(value: string): number {
  let hash = 2166136261
  for (const char of value) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}

/** A soft gradient with geometric shapes: key visuals, news and story images. */
export function gradientImage(name: string, width = 1600, height = 1000): Promise<Buffer> {
  const seed = hashString(name)
  const [from, to] = pick(PALETTES, seed)
  const circles = Array.from({ length: 5 }, (_, index) => {
    const s = hashString(`${name}-${index}`)
    const r = 80 + (s % 260)
    return `<circle cx="${s % width}" cy="${(s >> 8) % height}" r="${r}" fill="#fff" fill-opacity="${0.05 + (s % 12) / 100}"/>`
  }).join('')
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <path d="M0 ${height * 0.8} Q ${width * 0.5} ${height * 0.55} ${width} ${height * 0.75} V ${height} H 0 Z" fill="#fff" fill-opacity="0.12"/>
  </svg>`)
}

/** A repeating geometric pattern in brand colours: the 'pattern' image of story cards. */
export function patternImage(name: string, size = 800): Promise<Buffer> {
  const seed = hashString(name)
  const [from, to] = pick(PALETTES, seed)
  const cell = 80
  const shapes: string[] = []
  for (let x = 0; x < size; x += cell) {
    for (let y = 0; y < size; y += cell) {
      const s = hashString(`${name}${x}-${y}`) % 3
      if (s === 0) shapes.push(`<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell / 3}" fill="${to}"/>`)
      else if (s === 1)
        shapes.push(
          `<rect x="${x + 12}" y="${y + 12}" width="${cell - 24}" height="${cell - 24}" rx="10" fill="${LIGHT}" fill-opacity="0.25"/>`,
        )
      else
        shapes.push(
          `<path d="M${x} ${y + cell} L${x + cell} ${y} L${x + cell} ${y + cell} Z" fill="${to}" fill-opacity="0.6"/>`,
        )
    }
  }
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${from}"/>${shapes.join('')}</svg>`,
  )
}

/** An initials portrait on a brand-coloured background, for team members. */
export function portraitImage(name: string, size = 800): Promise<Buffer> {
  const seed = hashString(name)
  const [from, to] = pick(PALETTES, seed)
  const initials = name
    .split(' ')
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="g" cx="0.3" cy="0.3" r="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.2}" fill="#fff" fill-opacity="0.18"/>
    <path d="M${size * 0.18} ${size} C ${size * 0.2} ${size * 0.68}, ${size * 0.8} ${size * 0.68}, ${size * 0.82} ${size} Z" fill="#fff" fill-opacity="0.18"/>
    <text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size * 0.22}" fill="#fff">${initials}</text>
  </svg>`)
}

/** A monochrome logo mark with the name: labels and clients. White when `white` is set. */
export function logoImage(name: string, { white = false, width = 480, height = 240 } = {}): Promise<Buffer> {
  const seed = hashString(name)
  const colour = white ? '#ffffff' : pick([PURPLE, BLUE, '#35124f'], seed)
  const mark =
    seed % 2
      ? `<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.28}" fill="none" stroke="${colour}" stroke-width="18"/>`
      : `<rect x="${height * 0.22}" y="${height * 0.22}" width="${height * 0.56}" height="${height * 0.56}" rx="20" fill="${colour}"/>`
  const label = name.replace(/&/g, '&amp;')
  // Bold DejaVu glyphs average about 0.68 em: shrink long names so they fit beside the mark.
  const textX = height * 0.95
  const fontSize = Math.min(height * 0.2, (width - textX - height * 0.1) / (name.length * 0.68))
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${mark}
    <text x="${textX}" y="${height / 2}" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${colour}">${label}</text></svg>`),
  )
    .png()
    .toBuffer()
}
