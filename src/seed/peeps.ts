import type { Accessories, Beards, Faces, Heads, SittingBodies, StandingBodies } from '@opeepsfun/open-peeps'
import type { createElement, FunctionComponent } from 'react'
import type { renderToStaticMarkup } from 'react-dom/server'

/**
 * People drawn from Open Peeps (Pablo Stanley's hand-drawn figures, CC0), shipped as React
 * components by the `@opeepsfun/open-peeps` package (MIT) and rendered to SVG markup here, so the
 * seed composes its scenes offline.
 */
type Piece = FunctionComponent<Record<string, string>>

type Renderer = {
  createElement: typeof createElement
  renderToStaticMarkup: typeof renderToStaticMarkup
}

/** A module loaded by Node, as an ES module or CommonJS wrapped once more by a transpiling loader. */
const unwrap = <T>(module: T | { default: T }): T =>
  typeof module === 'object' && module !== null && 'default' in module ? module.default : module

let renderer: Promise<Renderer> | undefined

/**
 * React and its server renderer, and below the package's pieces, are loaded by Node at run time,
 * outside Next's bundle: the seed runs inside the server when it starts (instrumentation), and
 * Next refuses react-dom/server in the app's code.
 */
function loadRenderer(): Promise<Renderer> {
  renderer ??= Promise.all([
    import(/* turbopackIgnore: true */ 'react'),
    import(/* turbopackIgnore: true */ 'react-dom/server'),
  ]).then(([react, server]) => ({
    createElement: unwrap(react).createElement,
    renderToStaticMarkup: unwrap(server).renderToStaticMarkup,
  }))
  return renderer
}

const pieces = new Map<string, Promise<Piece>>()

/** A piece's component, loaded once: `folder` is e.g. 'head' or 'body/standing'. */
function piece(folder: string, type: string): Promise<Piece> {
  const key = `${folder}/${type}`
  let loaded = pieces.get(key)
  if (!loaded) {
    loaded = import(/* turbopackIgnore: true */ `@opeepsfun/open-peeps/build/${key}.js`).then(
      (module: { default: Piece | { default: Piece } }) => unwrap(module.default),
    )
    pieces.set(key, loaded)
  }
  return loaded
}

async function markup(folder: string, type: string, options: Record<string, string>): Promise<string> {
  const [{ createElement, renderToStaticMarkup }, component] = await Promise.all([loadRenderer(), piece(folder, type)])
  return renderToStaticMarkup(createElement(component, options))
}

/**
 * A full-length pose: its folder, where the neck meets the head (x in the body's own units) and
 * how far below it the soles are. Measured from the drawings; the heads go on at the top of the neck.
 */
export const POSES = {
  BlazerColorPants: { folder: 'body/standing', neck: 745, feet: 2472 },
  CrossArmColorTee: { folder: 'body/standing', neck: 745, feet: 2480 },
  PointingFingerColorTee: { folder: 'body/standing', neck: 745, feet: 2216 },
  RestingColorPants: { folder: 'body/standing', neck: 745, feet: 2484 },
  ShirtColorTee: { folder: 'body/standing', neck: 745, feet: 2576 },
  WalkingColorTee: { folder: 'body/standing', neck: 745, feet: 2468 },
  EasingColorPants: { folder: 'body/standing', neck: 745, feet: 2508 },
  Doc: { folder: 'body/standing', neck: 745, feet: 2544 },
  DocStethoscope: { folder: 'body/standing', neck: 745, feet: 2548 },
  CrossedLegs: { folder: 'body/sitting', neck: 623, feet: 1886 },
  Wheelchair: { folder: 'body/sitting', neck: 643, feet: 2010 },
} as const satisfies Partial<
  Record<keyof typeof StandingBodies | keyof typeof SittingBodies, { folder: string; neck: number; feet: number }>
>

export type Pose = keyof typeof POSES

/** Where each piece of the head sits, relative to the top of the neck (the package's bust layout). */
const HAIR = { x: -253, y: -449 }
const FACE = { x: -64, y: -273 }
const BEARD = { x: -100, y: -121 }
const GLASSES = { x: -176, y: -218 }

/** The package's own corrections for hair drawings that are not aligned with the others. */
const HAIR_SHIFT: Partial<Record<Hair, [number, number]>> = {
  Bald: [50, 20],
  Bun: [-20, -30],
  BunTwo: [-50, -90],
  FlatTop: [50, 0],
  GrayShort: [40, 0],
  Hijab: [50, 20],
  LongBangs: [-25, 0],
  LongCurly: [-50, -40],
  LongHair: [-50, 0],
  MediumBangs: [-50, 0],
  MediumOne: [40, 10],
  MediumStraight: [40, 0],
  MediumTwo: [-20, 0],
  Pomp: [40, 0],
  Shaved: [40, 0],
  ShavedOne: [40, 0],
  ShortFive: [40, -10],
  ShortFour: [40, -10],
  ShortOne: [40, -10],
  ShortThree: [40, 0],
  ShortTwo: [40, 0],
  Turban: [40, 0],
  Twists: [40, 0],
  Wavy: [40, 0],
}

/** The names of the package's hair, face, glasses and beard drawings. */
export type Hair = keyof typeof Heads
export type Face = keyof typeof Faces
export type Glasses = keyof typeof Accessories
export type Beard = keyof typeof Beards

export interface Person {
  pose: Pose
  hair: Hair
  face: Face
  glasses?: Glasses
  beard?: Beard
  skin: string
  /** Colours of the clothes: the top, a jacket or coat, trousers and shoes. */
  top: string
  jacket: string
  pants: string
  shoes: string
  /** A hard hat's colour, for people on a building site or in a plant. */
  helmet?: string
}

/**
 * A person as SVG markup in the drawings' own units, the top of the neck at the origin and the
 * soles at `POSES[pose].feet`.
 */
export async function personMarkup(person: Person): Promise<string> {
  const { folder, neck } = POSES[person.pose]
  const outline = '#1a1423'
  const [dx, dy] = HAIR_SHIFT[person.hair] ?? [0, 0]
  const clothes = {
    skinColor: person.skin,
    outlineColor: outline,
    topColor: person.top,
    jacketColor: person.jacket,
    coatColor: person.jacket,
    pantsColor: person.pants,
    shoesColor: person.shoes,
    hairColor: '#2b2230',
    hijabColor: person.top,
    turbanColor: person.top,
  }
  const [body, hair, face, glasses, beard] = await Promise.all([
    markup(folder, person.pose, clothes),
    markup('head', person.hair, clothes),
    markup('face', person.face, { outlineColor: outline }),
    person.glasses ? markup('accessory', person.glasses, { outlineColor: outline }) : '',
    person.beard ? markup('beard', person.beard, { outlineColor: outline }) : '',
  ])
  const helmet = person.helmet
    ? `<g transform="translate(${HAIR.x + dx - 50} -565) scale(1.2)"><path d="M40 250 C 40 0 430 0 430 250 Z" fill="${person.helmet}" stroke="${outline}" stroke-width="12"/><path d="M235 70 V 240" stroke="${outline}" stroke-width="10"/><rect x="0" y="235" width="470" height="45" rx="22" fill="${person.helmet}" stroke="${outline}" stroke-width="12"/></g>`
    : ''
  return `<g transform="translate(${-neck} 0)">${body}</g>
    <g transform="translate(${HAIR.x + dx} ${HAIR.y + dy})">${hair}</g>
    <g transform="translate(${FACE.x} ${FACE.y})">${face}</g>
    ${beard && `<g transform="translate(${BEARD.x} ${BEARD.y})">${beard}</g>`}
    ${glasses && `<g transform="translate(${GLASSES.x} ${GLASSES.y})">${glasses}</g>`}${helmet}`
}
