import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import sharp from 'sharp'

import { type Beard, type Face, type Glasses, type Hair, type Person, type Pose, POSES, personMarkup } from './peeps'

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
  bouw: 'bouwvakkers met bouwhelm in overleg bij een pion, voor een bouwkraan en gebouwen in aanbouw',
  techniek: 'technici met bouwhelm bij een schakelkast, met tandwielen op de achtergrond',
  zorg: 'een zorgmedewerker in witte jas in gesprek, bij een plant voor een hart en een kruis',
  logistiek: 'magazijnmedewerkers bij gestapelde dozen op een pallet, met een vrachtwagen op de achtergrond',
  finance: "collega's bij een bureau met een grafiek op de laptop, voor een staafdiagram",
  publiek: 'medewerkers voor een gemeentehuis met zuilen, naast een plant',
  kantoor: "collega's op kantoor, een van hen achter een bureau met een laptop",
  leren: 'iemand legt iets uit bij een flip-over met een grafiek, voor een open boek',
  stad: 'mensen op weg naar hun werk voor een skyline van kantoorgebouwen',
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

/** Skin tones, hair and faces the people of a scene are drawn with: calm and friendly only. */
const SKIN = ['#f2d6bd', '#e8b98f', '#d08b5b', '#ae5d29', '#8d5524', '#5c3b28']
const SHORT_HAIR: Hair[] = [
  'ShortOne',
  'ShortTwo',
  'ShortThree',
  'ShortFour',
  'ShortFive',
  'Bald',
  'GrayShort',
  'Shaved',
]
const HAIR: Hair[] = [
  ...SHORT_HAIR,
  'MediumStraight',
  'MediumOne',
  'LongHair',
  'LongCurly',
  'Bun',
  'Afro',
  'Hijab',
  'Twists',
  'Wavy',
  'Turban',
  'MediumBangs',
  'LongBangs',
]
const FACES: Face[] = ['Smile', 'Calm', 'BigSmile', 'Cute']
const GLASSES: Glasses[] = ['Glasses', 'GlassesTwo', 'GlassesThree', 'GlassesFive']
const BEARDS: Beard[] = ['Chin', 'FullMedium', 'Goatee', 'MustacheThin']

/** Clothes in white, the palette's light tints and a dark accent, so the line art reads on the background. */
const TOPS = ['#ffffff', '#dbe7ff', '#ece4f6', '#f7d7e6', '#d7f0ee']
const JACKETS = ['#ffffff', '#1f5fd6', '#ece4f6', '#9b6fd1', '#dbe7ff']
const PANTS = ['#2a2540', '#1f5fd6', '#4b1d6e', '#3b3f58']
const WORKWEAR = ['#ff9f1c', '#ffc933']

/** One person of a scene: the poses that fit the role, and what the role wears. */
interface Role {
  poses: Pose[]
  helmet?: boolean
  coat?: string
  jackets?: string[]
  face?: Face
}

const STAND: Pose[] = ['BlazerColorPants', 'CrossArmColorTee', 'RestingColorPants', 'ShirtColorTee', 'EasingColorPants']
const EXPLAIN: Pose[] = ['PointingFingerColorTee']

/** The people of each theme: two always, the third on some images. */
const CASTS: Record<SceneTheme, Role[]> = {
  bouw: [
    { poses: ['BlazerColorPants', 'EasingColorPants'], helmet: true, jackets: WORKWEAR },
    { poses: EXPLAIN, helmet: true, face: 'Explaining' },
    { poses: ['CrossArmColorTee', 'ShirtColorTee'], helmet: true },
  ],
  techniek: [
    { poses: EXPLAIN, helmet: true, face: 'Explaining' },
    { poses: ['EasingColorPants', 'BlazerColorPants'], helmet: true, jackets: WORKWEAR },
    { poses: ['CrossArmColorTee', 'RestingColorPants'] },
  ],
  zorg: [
    { poses: ['DocStethoscope', 'Doc'], coat: '#ffffff' },
    { poses: ['Wheelchair', 'RestingColorPants', 'BlazerColorPants'] },
    { poses: ['Doc', 'ShirtColorTee'], coat: '#ffffff' },
  ],
  logistiek: [
    { poses: ['WalkingColorTee', 'EasingColorPants'], jackets: WORKWEAR },
    { poses: ['CrossArmColorTee', 'ShirtColorTee'] },
    { poses: STAND, jackets: WORKWEAR },
  ],
  finance: [
    { poses: ['ShirtColorTee', 'BlazerColorPants'] },
    { poses: ['BlazerColorPants', 'EasingColorPants', 'CrossArmColorTee'] },
    { poses: EXPLAIN, face: 'Explaining' },
  ],
  publiek: [
    { poses: ['WalkingColorTee', 'BlazerColorPants'] },
    { poses: STAND },
    { poses: ['Wheelchair', 'EasingColorPants'] },
  ],
  kantoor: [
    { poses: ['ShirtColorTee', 'BlazerColorPants', 'EasingColorPants'] },
    { poses: ['CrossedLegs', 'BlazerColorPants'] },
    { poses: STAND },
  ],
  leren: [{ poses: EXPLAIN, face: 'Explaining' }, { poses: ['CrossedLegs', 'CrossArmColorTee'] }, { poses: STAND }],
  stad: [
    { poses: ['WalkingColorTee'] },
    { poses: ['BlazerColorPants', 'EasingColorPants', 'RestingColorPants'] },
    { poses: STAND },
  ],
}

const OUTLINE = '#1a1423'

/** Things in front, in the figures' own style (white fills, dark outlines), standing on the floor at `x`. */
const FOREGROUND: Partial<Record<SceneTheme, (x: number, seed: number) => string>> = {
  logistiek: (x, seed) => {
    const rows = [3, 2, 1 + (seed % 2)]
    const boxes = rows.flatMap((count, row) =>
      Array.from({ length: count }, (_, col) => {
        const bx = x - 150 + col * 100 + row * 50
        const by = 820 - row * 95
        return `<rect x="${bx}" y="${by}" width="96" height="92" rx="4" fill="${row % 2 ? '#f3e6cf' : '#fff'}"/><path d="M${bx + 36} ${by} V ${by + 30} H ${bx + 60} V ${by}" fill="#d9c3a0"/>`
      }),
    )
    return `<rect x="${x - 170}" y="912" width="340" height="22" rx="4" fill="#d9c3a0"/>${boxes.join('')}`
  },
  bouw: (x) =>
    `<path d="M${x - 40} 910 L${x - 12} 790 H${x + 12} L${x + 40} 910 Z" fill="#ff9f1c"/><path d="M${x - 27} 855 H${x + 27} L${x + 31} 875 H${x - 31} Z" fill="#fff"/><rect x="${x - 60}" y="906" width="120" height="16" rx="6" fill="#ff9f1c"/>`,
  techniek: (x, seed) =>
    `<rect x="${x - 110}" y="560" width="220" height="360" rx="10" fill="#fff"/><rect x="${x - 80}" y="595" width="160" height="90" rx="6" fill="#dbe7ff"/>
     ${[0, 1, 2].map((index) => `<circle cx="${x - 55 + index * 55}" cy="730" r="18" fill="${index === seed % 3 ? '#ffc933' : '#ece4f6'}"/>`).join('')}
     <rect x="${x - 80}" y="775" width="160" height="14" rx="7" fill="#ece4f6"/><rect x="${x - 80}" y="805" width="110" height="14" rx="7" fill="#ece4f6"/>`,
  leren: (x) =>
    `<path d="M${x - 120} 920 L${x - 60} 520 M${x + 120} 920 L${x + 60} 520" stroke="${OUTLINE}" stroke-width="10"/><rect x="${x - 170}" y="380" width="340" height="250" rx="8" fill="#fff"/>
     <polyline points="${x - 120},580 ${x - 50},520 ${x + 10},555 ${x + 110},440" fill="none" stroke="#1f5fd6" stroke-width="12" stroke-linejoin="round"/><rect x="${x - 130}" y="410" width="120" height="14" rx="7" fill="#ece4f6"/>`,
  stad: (x) => {
    const wheel = (cx: number) =>
      `<circle cx="${cx}" cy="840" r="68" fill="none"/><circle cx="${cx}" cy="840" r="8" fill="${OUTLINE}"/>`
    return `${wheel(x - 100)}${wheel(x + 100)}<path d="M${x - 100} 840 L${x - 30} 740 H${x + 70} L${x + 100} 840 M${x - 30} 740 L${x + 10} 840 L${x + 70} 740 M${x - 40} 715 L${x - 25} 745 M${x + 60} 705 L${x + 75} 745" fill="none" stroke-width="10" stroke-linecap="round"/>
      <rect x="${x - 70}" y="704" width="60" height="16" rx="8" fill="#fff"/><path d="M${x + 45} 700 H${x + 95}" stroke-width="12" stroke-linecap="round"/><path d="M${x + 80} 760 h70 v-50 h-70 Z" fill="#ece4f6"/>`
  },
  finance: (x, seed) => desk(x, seed, true),
  kantoor: (x, seed) => desk(x, seed, false),
  zorg: (x, seed) => plant(x, seed),
  publiek: (x, seed) => plant(x, seed),
}

/** A plant in a pot, its leaves in a light tint. */
function plant(x: number, seed: number): string {
  const leaves = [-60, -30, 0, 30, 60]
    .map((angle, index) => {
      const length = 150 + ((seed >> index) % 4) * 25
      return `<path d="M${x} 790 q -40 ${-length / 2} 0 ${-length} q 40 ${length / 2} 0 ${length} Z" fill="${index % 2 ? '#d7f0ee' : '#ffffff'}" transform="rotate(${angle} ${x} 790)"/>`
    })
    .join('')
  return `${leaves}<path d="M${x - 70} 780 H${x + 70} L${x + 52} 910 H${x - 52} Z" fill="#ece4f6"/>`
}

/** A desk with a laptop, and a chart on its screen for finance; the person behind it shows from the waist up. */
function desk(x: number, seed: number, chart: boolean): string {
  const screen = chart
    ? `<polyline points="${x - 70},${600} ${x - 30},${570} ${x + 10},${585} ${x + 60},${540}" fill="none" stroke="#1f5fd6" stroke-width="8"/>`
    : `<rect x="${x - 70}" y="545" width="90" height="10" rx="5" fill="#ece4f6"/><rect x="${x - 70}" y="565" width="130" height="10" rx="5" fill="#ece4f6"/>`
  const mug = seed % 2 ? `<rect x="${x + 150}" y="608" width="34" height="40" rx="6" fill="#fff"/>` : ''
  return `<rect x="${x - 100}" y="520" width="200" height="120" rx="8" fill="#fff"/><path d="M${x - 130} 640 H${x + 130} L${x + 145} 652 H${x - 145} Z" fill="#fff"/>${screen}${mug}
    <rect x="${x - 205}" y="684" width="410" height="226" fill="#ece4f6"/><rect x="${x - 230}" y="650" width="460" height="34" rx="6" fill="#fff"/>`
}

/**
 * An illustrated scene for a subject: people at work (Open Peeps figures) on a light floor, before
 * the theme's flat shapes in the label's colour (or one of the brand's palettes). The name picks
 * the people, their poses, looks and places, so no two images match.
 */
export async function sceneImage(
  theme: SceneTheme,
  name: string,
  { colour, width = 1600, height = 1000 }: { colour?: string; width?: number; height?: number } = {},
): Promise<Buffer> {
  const seed = hashString(name)
  const [from, to] = colour ? [shade(colour, -0.25), shade(colour, 0.3)] : pick(PALETTES, seed)
  const bit = (index: number) => (seed >> index) & 1
  // Each person's own number, its bits mixed so that neighbouring names differ in all of them.
  const at = (index: number) => {
    let value = hashString(`${name}#${index}`)
    value = Math.imul(value ^ (value >>> 16), 0x45d9f3b)
    value = Math.imul(value ^ (value >>> 16), 0x45d9f3b)
    return (value ^ (value >>> 16)) >>> 0
  }
  const floor = 905
  const cast = CASTS[theme].slice(0, 2 + bit(3))
  const behindDesk = theme === 'finance' || theme === 'kantoor'
  // The things of the theme stand on one side, the people beside them (or, at a desk, behind it).
  const propsLeft = bit(5) === 1
  const span: [number, number] = behindDesk ? [440, 1200] : propsLeft ? [660, 1260] : [340, 940]
  const step = (span[1] - span[0]) / Math.max(cast.length - 1, 1)
  const people = await Promise.all(
    cast.map(async (role, index) => {
      const s = at(index)
      const pose = pick(role.poses, s >> 2)
      const hair = pick(role.helmet ? SHORT_HAIR : HAIR, s >> 5)
      const x = cast.length === 1 ? (span[0] + span[1]) / 2 : span[0] + index * step + ((s >> 9) % 60) - 30
      const person: Person = {
        pose,
        hair,
        face: role.face ?? pick(FACES, s >> 11),
        glasses: (s >> 14) % 4 === 0 ? pick(GLASSES, s >> 16) : undefined,
        beard: SHORT_HAIR.includes(hair) && (s >> 18) % 4 === 0 ? pick(BEARDS, s >> 20) : undefined,
        skin: pick(SKIN, (s >> 22) + index),
        top: pick(TOPS, s >> 24),
        jacket: role.coat ?? pick(role.jackets ?? JACKETS, s >> 26),
        pants: pick(PANTS, s >> 28),
        shoes: (s >> 30) % 2 ? '#ffffff' : '#2a2540',
        helmet: role.helmet ? pick(['#ffc933', '#ffffff'], s >> 1) : undefined,
      }
      // Someone explaining points at the theme's things; the others turn to the middle of the group.
      const towardsProps = pose === 'PointingFingerColorTee' && !behindDesk
      const flip = towardsProps ? propsLeft : pose === 'Wheelchair' ? x > 800 : (s >> 3) % 2 === 1
      const size = 0.23
      const neckY = floor - POSES[pose].feet * size
      const seat =
        pose === 'CrossedLegs'
          ? `<rect x="${x - 80}" y="${neckY + 980 * size}" width="150" height="22" rx="8" fill="#fff" stroke="${OUTLINE}" stroke-width="8"/><path d="M${x - 5} ${neckY + 1000 * size} V ${floor} M${x - 60} ${floor} H ${x + 50}" stroke="${OUTLINE}" stroke-width="10"/>`
          : ''
      return {
        x,
        markup: `<ellipse cx="${x}" cy="${floor + 4}" rx="120" ry="14" fill="${OUTLINE}" fill-opacity="0.14"/>${seat}
          <g transform="translate(${x} ${neckY}) scale(${flip ? -size : size} ${size})">${await personMarkup(person)}</g>`,
      }
    }),
  )
  const foreground = FOREGROUND[theme]
  const propX = behindDesk ? people[0].x : propsLeft ? 330 + (seed % 50) : 1270 - (seed % 50)
  const props = foreground
    ? `<g stroke="${OUTLINE}" stroke-width="8" stroke-linejoin="round">${foreground(propX, seed)}</g>`
    : ''
  const group = people.map((person) => person.markup)
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    <circle cx="${1300 - (seed % 400)}" cy="${160 + (seed % 90)}" r="${90 + (seed % 60)}" fill="#fff" fill-opacity="0.12"/>
    <g fill="#fff" opacity="0.7">${SCENES[theme](seed)}</g>
    <path d="M0 ${floor - 40} Q 800 ${floor - 70 + (seed % 40)} 1600 ${floor - 40} V 1000 H 0 Z" fill="${LIGHT}"/>
    ${behindDesk ? `${group.join('')}${props}` : `${props}${group.join('')}`}
  </svg>`)
}
