import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
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

/** How a portrait is drawn, so that it fits the person's name. */
export type PortraitLook = 'feminine' | 'masculine'

/**
 * The Notionists parts that read as a calm, professional portrait (picked by eye from the style's
 * sheets): longer or tied-up hair and no beard for a woman's name, short hair for a man's, clear
 * glasses only (the style also has sunglasses), office clothes and a friendly mouth; no hats,
 * spikes, buns or prints that read as a joke.
 */
type NotionistsOptions = notionists.Options
type PortraitParts = Required<Pick<NotionistsOptions, 'hair' | 'beard' | 'beardProbability'>>

const PORTRAIT_PARTS: Record<PortraitLook, PortraitParts> = {
  feminine: {
    hair: [
      'variant02',
      'variant04',
      'variant10',
      'variant23',
      'variant28',
      'variant36',
      'variant37',
      'variant39',
      'variant41',
      'variant43',
      'variant47',
      'variant58',
    ],
    beard: [],
    beardProbability: 0,
  },
  masculine: {
    hair: [
      'variant05',
      'variant06',
      'variant07',
      'variant13',
      'variant15',
      'variant16',
      'variant18',
      'variant19',
      'variant21',
      'variant24',
      'variant25',
      'variant27',
      'variant34',
      'variant35',
      'variant38',
      'variant49',
      'variant54',
      'variant55',
      'variant56',
    ],
    beard: ['variant01', 'variant02'],
    beardProbability: 25,
  },
}

const CLEAR_GLASSES: NotionistsOptions['glasses'] = ['variant03', 'variant08', 'variant11']

/** Blazers, shirts and plain jumpers: no hoodies or prints. */
const OFFICE_CLOTHES: NotionistsOptions['body'] = [
  'variant05',
  'variant06',
  'variant07',
  'variant08',
  'variant09',
  'variant10',
  'variant13',
  'variant14',
  'variant16',
  'variant19',
  'variant20',
  'variant21',
]

/** A smile or a calm mouth: no tongues or pouts. */
const FRIENDLY_LIPS: NotionistsOptions['lips'] = [
  'variant03',
  'variant04',
  'variant05',
  'variant06',
  'variant13',
  'variant14',
  'variant17',
  'variant20',
  'variant21',
  'variant22',
  'variant23',
  'variant24',
  'variant25',
  'variant30',
]

/**
 * An illustrated portrait (DiceBear's 'Notionists' style, CC0, drawn here from the name) on a
 * brand-coloured background, for team members and recruiters.
 */
export function portraitImage(name: string, look: PortraitLook, size = 800): Promise<Buffer> {
  const seed = hashString(name)
  const [from, to] = pick(PALETTES, seed)
  const parts = PORTRAIT_PARTS[look]
  const avatar = createAvatar(notionists, {
    seed: name,
    size,
    backgroundColor: [from.slice(1), to.slice(1)],
    backgroundType: ['gradientLinear'],
    ...parts,
    glasses: CLEAR_GLASSES,
    body: OFFICE_CLOTHES,
    lips: FRIENDLY_LIPS,
    glassesProbability: 25,
    bodyIconProbability: 0,
    gestureProbability: 0,
  })
  return render(avatar.toString())
}

/** The own colours of generated client and company logos (labels bring their own). */
const LOGO_COLOURS = ['#4b1d6e', '#1f5fd6', '#0f766e', '#c2410c', '#9d174d', '#1e3a5f', '#166534', '#6d28d9']

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A wordmark: a mark (a rounded square or a circle with the initials cut out of it) beside the
 * name, its first word light and the rest bold, in the brand's own colour (`colour`, or one picked
 * from the name). All white when `white` is set: for a coloured background, which then shows
 * through the initials.
 */
export function logoImage(
  name: string,
  {
    white = false,
    colour,
    width = 480,
    height = 240,
  }: { white?: boolean; colour?: string; width?: number; height?: number } = {},
): Promise<Buffer> {
  const seed = hashString(name)
  const ink = white ? '#ffffff' : (colour ?? pick(LOGO_COLOURS, seed))
  const words = name.split(/\s+/).filter(Boolean)
  const initials = (words.length > 1 ? `${words[0][0]}${words[words.length - 1][0]}` : name[0]).toUpperCase()
  const size = height * 0.5
  const x = height * 0.2
  const y = (height - size) / 2
  const shape =
    (seed >> 4) % 2
      ? `<circle cx="${x + size / 2}" cy="${height / 2}" r="${size / 2}" fill="#fff"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="#fff"/>`
  const font = 'DejaVu Sans, Arial, sans-serif'
  // Bold DejaVu glyphs average about 0.68 em: shrink long names so they fit beside the mark.
  const textX = x + size + height * 0.12
  const fontSize = Math.min(height * 0.19, (width - textX - height * 0.08) / (name.length * 0.66))
  // One word is all bold; of more, the first is light.
  const [first, ...rest] = words.length > 1 ? words.map(escapeXml) : ['', escapeXml(name)]
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <mask id="mark">${shape}<text x="${x + size / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="central" font-family="${font}" font-weight="700" font-size="${size * 0.4}" letter-spacing="-1" fill="#000">${escapeXml(initials)}</text></mask>
    <rect width="${width}" height="${height}" fill="${ink}" mask="url(#mark)"/>
    <text x="${textX}" y="${height / 2}" dominant-baseline="central" font-family="${font}" font-size="${fontSize}" fill="${ink}">${first ? `<tspan font-weight="400">${first}</tspan> ` : ''}<tspan font-weight="700">${rest.join(' ')}</tspan></text></svg>`),
  )
    .png()
    .toBuffer()
}

/** What a scene shows: the sectors of the labels, and a few general subjects. */
export type SceneTheme =
  'bouw' | 'techniek' | 'zorg' | 'logistiek' | 'finance' | 'publiek' | 'kantoor' | 'leren' | 'stad'

/** What each scene shows, for the image's alternative text. */
export const SCENE_DESCRIPTIONS: Record<SceneTheme, string> = {
  bouw: 'een bouwkraan naast gebouwen in aanbouw',
  techniek: 'tandwielen en een moersleutel',
  zorg: 'een hart, een kruis en een hartslaglijn',
  logistiek: 'een vrachtwagen en gestapelde pakketten',
  finance: 'een staafdiagram, een stijgende lijn en munten',
  publiek: 'een gemeentehuis met zuilen tussen bomen',
  kantoor: 'een laptop op een bureau met tekstballonnen',
  leren: 'een open boek en een gloeilamp',
  stad: 'een skyline van kantoorgebouwen',
}

/** The scene that fits a text best, by its words; the fallback when none fits. */
export function themeForText(text: string, fallback: SceneTheme): SceneTheme {
  const words: Array<[RegExp, SceneTheme]> = [
    [/bouw|infra|werkvoorbereid|uitvoerder|calculat/i, 'bouw'],
    [/techniek|install|engineer|machine|monteur|plc/i, 'techniek'],
    [/zorg|verpleeg|verzorg/i, 'zorg'],
    [/logistiek|transport|warehouse|planner|vrachtwagen/i, 'logistiek'],
    [/salaris|financ|cao|arbeidsvoorwaarden|controller/i, 'finance'],
    [/overheid|gemeente|omgevingswet|provincie/i, 'publiek'],
    [/leren|opleiding|stage|starten|tips|assessment|motivatie|sollicitatie/i, 'leren'],
    [/vestiging|eindhoven|utrecht|rotterdam/i, 'stad'],
  ]
  return words.find(([pattern]) => pattern.test(text))?.[1] ?? fallback
}

/** Flat shapes per theme, drawn on a 1600 x 1000 canvas in white over the background colour. */
const SCENES: Record<SceneTheme, (seed: number) => string> = {
  bouw: (seed) => {
    const x = 900 + (seed % 200)
    const blocks = [0, 1, 2]
      .map((index) => {
        const bx = 180 + index * 230
        const h = 260 + ((seed >> (index * 3)) % 5) * 60
        const windows = Array.from({ length: Math.floor(h / 90) }, (_, row) =>
          [0, 1]
            .map(
              (col) =>
                `<rect x="${bx + 40 + col * 80}" y="${820 - h + 40 + row * 90}" width="50" height="50" rx="6" fill-opacity="0.35"/>`,
            )
            .join(''),
        ).join('')
        return `<rect x="${bx}" y="${820 - h}" width="210" height="${h}" rx="8" fill-opacity="0.22"/>${windows}`
      })
      .join('')
    return `${blocks}<rect x="${x}" y="170" width="34" height="650" fill-opacity="0.5"/>
      <rect x="${x - 330}" y="170" width="620" height="30" fill-opacity="0.5"/>
      <path d="M${x + 17} 90 L${x - 330} 185 M${x + 17} 90 L${x + 290} 185" stroke="#fff" stroke-width="10" stroke-opacity="0.5"/>
      <line x1="${x - 250}" y1="200" x2="${x - 250}" y2="430" stroke="#fff" stroke-width="6" stroke-opacity="0.6"/>
      <rect x="${x - 300}" y="430" width="100" height="70" rx="6" fill-opacity="0.55"/>`
  },
  techniek: (seed) => {
    const gear = (cx: number, cy: number, r: number, opacity: number) =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${r * 0.36}" stroke-dasharray="${(r * 0.42).toFixed(1)} ${(r * 0.3).toFixed(1)}"/>
       <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill-opacity="${opacity}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="none" stroke="#fff" stroke-width="14" stroke-opacity="${opacity + 0.2}"/>`
    const dx = seed % 160
    return `${gear(520 + dx, 480, 210, 0.28)}${gear(890 + dx, 330, 130, 0.38)}${gear(930 + dx, 690, 95, 0.3)}
      <path d="M1180 760 L1420 520 a60 60 0 1 1 60 60 L1240 820 Z" fill-opacity="0.3"/>`
  },
  zorg: (seed) => {
    const x = 560 + (seed % 180)
    return `<path d="M${x} 820 C ${x - 420} 560, ${x - 260} 180, ${x} 370 C ${x + 260} 180, ${x + 420} 560, ${x} 820 Z" fill-opacity="0.28"/>
      <rect x="${x + 420}" y="260" width="90" height="270" rx="14" fill-opacity="0.45"/><rect x="${x + 330}" y="350" width="270" height="90" rx="14" fill-opacity="0.45"/>
      <polyline points="80,640 ${x - 240},640 ${x - 200},540 ${x - 150},760 ${x - 100},600 ${x - 60},640 1540,640" fill="none" stroke="#fff" stroke-width="14" stroke-opacity="0.55" stroke-linejoin="round"/>`
  },
  logistiek: (seed) => {
    const x = 260 + (seed % 140)
    const boxes = [0, 1, 2, 3, 4, 5]
      .map(
        (index) =>
          `<rect x="${1080 + (index % 3) * 130}" y="${700 - Math.floor(index / 3) * 130}" width="120" height="120" rx="8" fill-opacity="${0.25 + (index % 2) * 0.12}"/>`,
      )
      .join('')
    return `<rect x="${x}" y="420" width="520" height="300" rx="16" fill-opacity="0.3"/>
      <path d="M${x + 530} 520 H${x + 680} L${x + 760} 620 V720 H${x + 530} Z" fill-opacity="0.42"/>
      <rect x="${x + 600}" y="545" width="80" height="60" rx="6" fill-opacity="0.4"/>
      <circle cx="${x + 120}" cy="740" r="55" fill-opacity="0.6"/><circle cx="${x + 420}" cy="740" r="55" fill-opacity="0.6"/><circle cx="${x + 650}" cy="740" r="55" fill-opacity="0.6"/>${boxes}`
  },
  finance: (seed) => {
    const bars = Array.from({ length: 6 }, (_, index) => {
      const h = 160 + ((seed >> index) % 7) * 60 + index * 40
      return `<rect x="${220 + index * 150}" y="${820 - h}" width="100" height="${h}" rx="10" fill-opacity="${0.22 + index * 0.05}"/>`
    }).join('')
    return `${bars}<polyline points="240,600 420,520 560,560 720,400 880,430 1060,260" fill="none" stroke="#fff" stroke-width="14" stroke-opacity="0.6" stroke-linejoin="round"/>
      <circle cx="1300" cy="640" r="130" fill-opacity="0.3"/><circle cx="1380" cy="520" r="100" fill-opacity="0.22"/><circle cx="1300" cy="640" r="80" fill="none" stroke="#fff" stroke-width="12" stroke-opacity="0.4"/>`
  },
  publiek: (seed) => {
    const x = 520 + (seed % 160)
    const columns = [0, 1, 2, 3, 4]
      .map((index) => `<rect x="${x + 40 + index * 110}" y="420" width="50" height="330" rx="6" fill-opacity="0.4"/>`)
      .join('')
    const trees = [0, 1]
      .map((index) => {
        const tx = index ? x + 820 : x - 260
        return `<rect x="${tx - 12}" y="600" width="24" height="170" fill-opacity="0.4"/><circle cx="${tx}" cy="560" r="110" fill-opacity="0.26"/>`
      })
      .join('')
    return `<path d="M${x - 40} 400 L${x + 300} 200 L${x + 640} 400 Z" fill-opacity="0.4"/><rect x="${x - 40}" y="400" width="680" height="26" fill-opacity="0.5"/>${columns}
      <rect x="${x - 80}" y="750" width="760" height="40" rx="6" fill-opacity="0.45"/>${trees}`
  },
  kantoor: (seed) => {
    const x = 260 + (seed % 120)
    return `<rect x="${x}" y="330" width="640" height="400" rx="24" fill-opacity="0.3"/><rect x="${x + 40}" y="370" width="560" height="320" rx="10" fill-opacity="0.2"/>
      <path d="M${x - 120} 730 H${x + 760} L${x + 700} 800 H${x - 60} Z" fill-opacity="0.42"/>
      <rect x="${x + 860}" y="260" width="300" height="150" rx="40" fill-opacity="0.35"/><path d="M${x + 900} 400 l-20 70 l90 -70 Z" fill-opacity="0.35"/>
      <rect x="${x + 780}" y="470" width="240" height="120" rx="36" fill-opacity="0.25"/>`
  },
  leren: (seed) => {
    const x = 560 + (seed % 160)
    return `<path d="M${x} 420 Q ${x + 200} 360 ${x + 400} 420 V 780 Q ${x + 200} 720 ${x} 780 Z" fill-opacity="0.34"/>
      <path d="M${x} 420 Q ${x - 200} 360 ${x - 400} 420 V 780 Q ${x - 200} 720 ${x} 780 Z" fill-opacity="0.26"/>
      <circle cx="${x + 640}" cy="360" r="120" fill-opacity="0.36"/><rect x="${x + 590}" y="470" width="100" height="90" rx="14" fill-opacity="0.45"/>
      <path d="M${x + 640} 180 V 120 M${x + 790} 240 l50 -40 M${x + 490} 240 l-50 -40" stroke="#fff" stroke-width="14" stroke-opacity="0.5" stroke-linecap="round"/>`
  },
  stad: (seed) =>
    Array.from({ length: 11 }, (_, index) => {
      const h = 220 + ((seed >> index) % 9) * 55
      const w = 110 + (index % 3) * 30
      return `<rect x="${60 + index * 138}" y="${820 - h}" width="${w}" height="${h}" rx="6" fill-opacity="${0.16 + (index % 4) * 0.07}"/>`
    }).join(''),
}

/** Darker and lighter shades of a colour, for the gradient behind a scene. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 255
    return Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)
  }
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`
}

/**
 * An illustrated scene for a subject: the label's colour (or one of the brand's palettes), a soft
 * horizon and the theme's flat shapes. The name varies the composition, so no two images match.
 */
export function sceneImage(
  theme: SceneTheme,
  name: string,
  { colour, width = 1600, height = 1000 }: { colour?: string; width?: number; height?: number } = {},
): Promise<Buffer> {
  const seed = hashString(name)
  const [from, to] = colour ? [shade(colour, -0.25), shade(colour, 0.3)] : pick(PALETTES, seed)
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    <circle cx="${1300 - (seed % 400)}" cy="${160 + (seed % 90)}" r="${90 + (seed % 60)}" fill="#fff" fill-opacity="0.12"/>
    <path d="M0 820 Q 800 ${760 + (seed % 60)} 1600 820 V 1000 H 0 Z" fill="#fff" fill-opacity="0.14"/>
    <g fill="#fff">${SCENES[theme](seed)}</g>
  </svg>`)
}
