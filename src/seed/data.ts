/** Demo content for the fictional Koers Groep: Dutch, realistic, enough to exercise every rule. */

import type { PortraitLook, SceneTheme } from './images'

export const BRAND = 'Koers Groep'

export const SECTORS = ['Bouw & Infra', 'Techniek', 'Zorg & Welzijn', 'Logistiek', 'Finance', 'Overheid']

export const FUNCTION_GROUPS = [
  'Engineering',
  'Projectmanagement',
  'Administratie',
  'ICT',
  'Verpleging & Verzorging',
  'Planning',
  'Sales',
  'Management',
]

/** Every spelling variant, combined value and generic region of SPEC 5, plus ordinary towns. */
export const VACANCY_LOCATIONS = [
  "'s-Hertogenbosch",
  'Den Bosch',
  "'s Hertogenbosch",
  's-Hertogenbosch',
  '’s-Hertogenbosch',
  'Den Haag',
  "'s-Gravenhage",
  'Utrecht area',
  'Regio Utrecht',
  'Utrecht',
  'Alphen aan de Rijn',
  'Alphen aan den Rijn',
  'Rotterdam en Etten-Leur',
  'Tilburg / Den Haag',
  'Eindhoven/Landelijk',
  'Rotterdam/Landelijk',
  'Door heel Nederland',
  'Landelijk',
  'Regio Brabant',
  'Regio Zuid Holland',
  'Zuid Holland',
  'Zuid-Holland',
  'Noord-Holland',
  'Noord-Brabant',
  'Nederland',
  'Amsterdam',
  'Rotterdam',
  'Eindhoven',
  'Breda',
  'Tilburg',
  'Zwolle',
  'Groningen',
  'Nijmegen',
  'Arnhem',
  'Haarlem',
  'Leiden',
  'Delft',
  'Amersfoort',
  'Apeldoorn',
  'Etten-Leur',
]

export const PROVINCES: Record<string, string> = {
  Amsterdam: 'Noord-Holland',
  Haarlem: 'Noord-Holland',
  Rotterdam: 'Zuid-Holland',
  Leiden: 'Zuid-Holland',
  Delft: 'Zuid-Holland',
  'Den Haag': 'Zuid-Holland',
  Utrecht: 'Utrecht',
  Amersfoort: 'Utrecht',
  Eindhoven: 'Noord-Brabant',
  Breda: 'Noord-Brabant',
  Tilburg: 'Noord-Brabant',
  "'s-Hertogenbosch": 'Noord-Brabant',
  'Etten-Leur': 'Noord-Brabant',
  Zwolle: 'Overijssel',
  Groningen: 'Groningen',
  Nijmegen: 'Gelderland',
  Arnhem: 'Gelderland',
  Apeldoorn: 'Gelderland',
  'Alphen aan den Rijn': 'Zuid-Holland',
}

export const VACANCY_TITLES: Array<[title: string, sector: number, fn: number, category: string]> = [
  ['Werkvoorbereider Utiliteitsbouw', 0, 5, 'Bouw'],
  ['Projectleider Infra', 0, 1, 'Infra'],
  ['Uitvoerder Woningbouw', 0, 1, 'Bouw'],
  ['Calculator Bouwkunde', 0, 2, 'Bouw'],
  ['Constructeur Beton', 0, 0, 'Engineering'],
  ['Elektrotechnisch Engineer', 1, 0, 'Elektrotechniek'],
  ['Servicemonteur Installatietechniek', 1, 0, 'Installatietechniek'],
  ['PLC-programmeur', 1, 3, 'Automatisering'],
  ['Werktuigbouwkundig Tekenaar', 1, 0, 'Werktuigbouw'],
  ['Teamleider Productie', 1, 7, 'Productie'],
  ['Verpleegkundige Wijkzorg', 2, 4, 'Zorg'],
  ['Verzorgende IG', 2, 4, 'Zorg'],
  ['Teamcoördinator Thuiszorg', 2, 7, 'Zorg'],
  ['Planner Zorgroosters', 2, 5, 'Planning'],
  ['Logistiek Planner', 3, 5, 'Logistiek'],
  ['Teamleider Warehouse', 3, 7, 'Logistiek'],
  ['Transportplanner', 3, 5, 'Transport'],
  ['Supply Chain Analist', 3, 3, 'Logistiek'],
  ['Financieel Administratief Medewerker', 4, 2, 'Finance'],
  ['Controller', 4, 7, 'Finance'],
  ['Salarisadministrateur', 4, 2, 'HR & Payroll'],
  ['Accountmanager Detachering', 4, 6, 'Commercie'],
  ['Beleidsmedewerker Ruimtelijke Ordening', 5, 1, 'Overheid'],
  ['Vergunningverlener Omgevingswet', 5, 2, 'Overheid'],
  ['Informatieanalist', 5, 3, 'ICT'],
  ['Functioneel Beheerder', 5, 3, 'ICT'],
]

/** The clients whose vacancies the demo shows: fictional, two or three per sector (an index of SECTORS). */
export const COMPANIES: Array<{ name: string; sector: number; website: boolean }> = [
  { name: 'Bouwbedrijf De Linde', sector: 0, website: true },
  { name: 'Infrabouw Maasdelta', sector: 0, website: true },
  { name: 'Ingenieursbureau Stroomdal', sector: 0, website: true },
  { name: 'Van Vliet Installaties', sector: 1, website: true },
  { name: 'Elvatech Automatisering', sector: 1, website: true },
  { name: 'Machinefabriek Oosterwijk', sector: 1, website: true },
  { name: 'Zorggroep Rivierenland', sector: 2, website: true },
  { name: 'Thuiszorg Wijkkracht', sector: 2, website: true },
  // A small client without a site of its own, as happens: its vacancies have no company URL or logo.
  { name: 'Wijkzorg Noorderlicht', sector: 2, website: false },
  { name: 'Noordhaven Logistics', sector: 3, website: true },
  { name: 'Polderlijn Transport', sector: 3, website: true },
  { name: 'Finova Accountants', sector: 4, website: true },
  { name: 'Duinrand Administratie & Advies', sector: 4, website: true },
  { name: 'Bakenburg Finance Interim', sector: 4, website: true },
  { name: 'Gemeente Eemvliet', sector: 5, website: true },
  { name: 'Waterschap Lingestroom', sector: 5, website: true },
]

export const FULL_TIME_HOURS = ['40 uur', '36-40 uur', '36 uur', '32-40 uur']

export const PART_TIME_HOURS = ['24-32 uur', '24 uur', '20-28 uur']

export const HOURS = [...FULL_TIME_HOURS, ...PART_TIME_HOURS]

export const SUBJECTS = ['Arbeidsmarkt', 'Carrière', 'Werkgevers', 'Koers Groep']

/** A job seeker's story: who, in which role, where they are now, and their own words. */
export type ExperienceStory = {
  name: string
  role: string
  phase: string
  color: 'purple' | 'blue'
  /** The scene of the key visual. */
  theme: SceneTheme
  quote: string
  intro: string
  start: string
  now: string
  blockQuote: string
}

export const EXPERIENCES: ExperienceStory[] = [
  {
    name: 'Sanne de Vries',
    role: 'Werkvoorbereider',
    phase: 'Gestart',
    color: 'purple',
    theme: 'bouw',
    quote: 'Na tien jaar op de bouwplaats mocht ik eindelijk de planning maken die ik zelf altijd miste.',
    intro: 'Sanne ruilde de steiger voor het bureau van de werkvoorbereiding, zonder de bouwplaats te verlaten.',
    start:
      'Sanne werkte als timmerman en wilde meer invloed op hoe een project loopt. In het eerste gesprek ging het vooral over wat ze op de bouwplaats zag misgaan.',
    now: 'Ze bereidt nu utiliteitsprojecten voor bij een middelgrote aannemer en volgt een avondopleiding bouwkunde.',
    blockQuote: 'Ze vroegen niet naar mijn diploma, maar naar wat ik op de bouwplaats had gezien.',
  },
  {
    name: 'Youssef El Amrani',
    role: 'Projectleider Infra',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'bouw',
    quote: 'Ik kwam binnen als werkvoorbereider en leid nu de vervanging van drie bruggen.',
    intro: 'In vier jaar van werkvoorbereider naar projectleider: Youssef over groeien in de infra.',
    start:
      'Youssef startte via detachering bij een provincie. Na een jaar vroeg de opdrachtgever of hij een klein project wilde trekken.',
    now: 'Als projectleider stuurt hij een team van acht mensen aan en is hij het gezicht naar de omgeving.',
    blockQuote: 'Elk jaar zaten we samen om de volgende stap te plannen. Dat maakt het verschil.',
  },
  {
    name: 'Lisa Jansen',
    role: 'Verpleegkundige',
    phase: 'Gestart',
    color: 'purple',
    theme: 'zorg',
    quote: 'Ik wilde terug naar het bed, maar wel met roosters die bij mijn gezin passen.',
    intro: 'Lisa keerde na vijf jaar terug in de zorg, met een rooster dat ze zelf mee bepaalt.',
    start:
      'Na een paar jaar in de farmacie miste Lisa het contact met patiënten. Haar registratie was nog geldig, haar vertrouwen iets minder.',
    now: 'Ze werkt drie dagen in de wijkverpleging en kreeg een opfriscursus klinisch redeneren aangeboden.',
    blockQuote: 'De eerste week liep ik mee met een collega. Daarna voelde ik me weer verpleegkundige.',
  },
  {
    name: 'Daan Bakker',
    role: 'PLC-programmeur',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'techniek',
    quote: 'Van storingsmonteur naar de man die de installatie programmeert: dat had ik zelf niet bedacht.',
    intro: 'Daan zag zijn hobby, programmeren, uitgroeien tot zijn vak in de procesindustrie.',
    start:
      'Daan loste als monteur storingen op en schreef in zijn vrije tijd scripts. Zijn consultant zag die combinatie als kans.',
    now: 'Hij programmeert besturingen voor een voedingsmiddelenfabriek en begeleidt inmiddels zelf een stagiair.',
    blockQuote: 'Ik mocht eerst een maand meelopen voordat ik zelf aan de code zat.',
  },
  {
    name: 'Fatima Ouali',
    role: 'Controller',
    phase: 'Gestart',
    color: 'purple',
    theme: 'finance',
    quote: 'Een zorginstelling bleek precies de organisatie waar cijfers echt ergens over gaan.',
    intro: 'Fatima koos na de accountancy voor een rol waarin ze dichter bij de organisatie staat.',
    start: 'Fatima wilde weg uit de controlepraktijk, maar niet naar de eerste de beste corporate functie.',
    now: 'Als controller bij een zorggroep vertaalt ze de begroting naar keuzes voor teams op de werkvloer.',
    blockQuote: 'We spraken meer over de cultuur van de organisatie dan over mijn cv.',
  },
  {
    name: 'Thomas Visser',
    role: 'Uitvoerder',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'bouw',
    quote: 'Op mijn eerste project had ik twaalf man onder me. Nu zijn het er veertig.',
    intro: 'Thomas groeide op de bouwplaats door, van assistent-uitvoerder naar uitvoerder woningbouw.',
    start: 'Thomas begon als assistent-uitvoerder bij een aannemer die snel groeide en extra handen zocht.',
    now: "Hij is uitvoerder van een nieuwbouwwijk met 120 woningen en coacht twee jonge collega's.",
    blockQuote: 'Ze bleven bellen, ook toen het goed ging. Dat waardeer ik nog steeds.',
  },
  {
    name: 'Emma Smit',
    role: 'Logistiek Planner',
    phase: 'Gestart',
    color: 'purple',
    theme: 'logistiek',
    quote: 'Ik houd van puzzels, en een planbord met zestig vrachtwagens is de mooiste puzzel die er is.',
    intro: 'Emma stapte na haar studie direct in de planning van een groot distributiecentrum.',
    start: 'Emma studeerde logistiek management en twijfelde tussen een traineeship en een vaste baan.',
    now: 'Ze plant de ritten voor de regio Midden-Nederland en denkt mee over een nieuw planningssysteem.',
    blockQuote: 'Binnen een week had ik drie gesprekken, en bij de tweede wist ik het al.',
  },
  {
    name: 'Ruben Mulder',
    role: 'Servicemonteur',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'techniek',
    quote: 'Ik ben nu de collega die gebeld wordt als niemand het meer weet.',
    intro: 'Ruben werd in drie jaar de specialist warmtepompen van zijn team.',
    start: 'Ruben kwam van de mbo-opleiding installatietechniek en wilde vooral veel verschillende installaties zien.',
    now: "Hij is eerste monteur voor warmtepompen en geeft interne trainingen aan nieuwe collega's.",
    blockQuote: 'Er was altijd budget voor een cursus. Ik heb er inmiddels zes gedaan.',
  },
  {
    name: 'Noor Hendriks',
    role: 'Beleidsmedewerker',
    phase: 'Gestart',
    color: 'purple',
    theme: 'publiek',
    quote: 'Bij de gemeente zie ik terug wat mijn werk betekent voor de straat waar ik zelf woon.',
    intro: 'Noor maakte de overstap van een adviesbureau naar de gemeente.',
    start: 'Noor schreef als adviseur rapporten voor gemeenten en wilde zelf aan de knoppen zitten.',
    now: 'Ze werkt aan het omgevingsprogramma van een middelgrote gemeente en zit aan tafel met bewoners.',
    blockQuote: 'Ik dacht dat de overheid traag was. Ik heb het nog nooit zo druk en leuk gehad.',
  },
  {
    name: 'Jesse de Boer',
    role: 'Calculator',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'bouw',
    quote: 'Een goede calculatie is een verhaal in getallen. Dat verhaal vertel ik nu voor de grootste projecten.',
    intro: 'Jesse werd van junior calculator de vaste rekenmeester voor aanbestedingen.',
    start: 'Jesse begon na zijn hbo-bouwkunde als junior calculator en rekende vooral kleine verbouwingen door.',
    now: 'Hij calculeert aanbestedingen tot twintig miljoen euro en overlegt wekelijks met de directie.',
    blockQuote: 'Mijn consultant kende het bedrijf van binnen. Er waren geen verrassingen.',
  },
  {
    name: 'Sophie Dekker',
    role: 'Informatieanalist',
    phase: 'Gestart',
    color: 'purple',
    theme: 'kantoor',
    quote: 'Ik ben de tolk tussen de mensen die het werk doen en de mensen die de systemen bouwen.',
    intro: 'Sophie vond in de informatieanalyse een rol die haar taalgevoel en logica samenbrengt.',
    start: 'Sophie werkte als klantcontactmedewerker en zag elke dag waar systemen tekortschoten.',
    now: 'Ze analyseert processen bij een waterschap en schrijft de wensen voor een nieuw zaaksysteem.',
    blockQuote: 'Ze zagen mijn klantervaring als kracht, niet als gat in mijn cv.',
  },
  {
    name: 'Mehmet Yilmaz',
    role: 'Teamleider Warehouse',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'logistiek',
    quote: 'Ik ken elke stelling in het magazijn, en nu ook elke collega die erin werkt.',
    intro: "Mehmet groeide van orderpicker naar teamleider van dertig collega's.",
    start: 'Mehmet werkte als orderpicker via een uitzendbureau en wilde meer verantwoordelijkheid.',
    now: 'Als teamleider stuurt hij de avondploeg aan en volgt hij een leiderschapstraject.',
    blockQuote: 'Ze geloofden eerder in me dan ik zelf deed.',
  },
  {
    name: 'Anouk Peters',
    role: 'Salarisadministrateur',
    phase: 'Gestart',
    color: 'purple',
    theme: 'finance',
    quote: 'Iedereen wil op de 25e zijn salaris. Ik zorg ervoor dat dat klopt, tot op de cent.',
    intro: 'Anouk herstartte haar loopbaan in de salarisadministratie na een periode thuis.',
    start: 'Anouk had vier jaar voor haar kinderen gezorgd en twijfelde of haar kennis nog actueel was.',
    now: 'Ze verzorgt de salarissen voor vier klanten van een administratiekantoor, in twintig uur per week.',
    blockQuote: 'Parttime was geen probleem, het was het uitgangspunt.',
  },
  {
    name: 'Bram van Dijk',
    role: 'Engineer',
    phase: 'Doorgegroeid',
    color: 'blue',
    theme: 'techniek',
    quote: 'Ik ontwerp nu de machines die ik vroeger alleen onderhield.',
    intro: 'Bram stapte van onderhoud over naar het ontwerpteam van een machinebouwer.',
    start: 'Bram was onderhoudsmonteur en haalde in de avonduren zijn hbo-diploma werktuigbouwkunde.',
    now: 'Als engineer tekent hij onderdelen voor verpakkingsmachines en test hij prototypes in de werkplaats.',
    blockQuote: 'Ze lieten me eerst een dag meedraaien met het ontwerpteam. Toen was ik om.',
  },
]

export const LABEL_THEMES: Record<string, { theme: SceneTheme; colour: string }> = {
  'Koers Bouw': { theme: 'bouw', colour: '#c2410c' },
  'Koers Techniek': { theme: 'techniek', colour: '#1f5fd6' },
  'Koers Zorg': { theme: 'zorg', colour: '#0f766e' },
  'Koers Logistiek': { theme: 'logistiek', colour: '#4b1d6e' },
  'Koers Finance': { theme: 'finance', colour: '#1e3a5f' },
  'Koers Publiek': { theme: 'publiek', colour: '#9d174d' },
}

export const LABELS: Array<[name: string, intro: string]> = [
  ['Koers Bouw', 'Vakmensen voor bouw en infra, van werkvoorbereiding tot uitvoering.'],
  ['Koers Techniek', 'Engineers en monteurs voor installatietechniek en industrie.'],
  ['Koers Zorg', 'Zorgprofessionals voor ziekenhuizen, thuiszorg en VVT.'],
  ['Koers Logistiek', 'Planners en leidinggevenden voor warehouse en transport.'],
  ['Koers Finance', 'Financials voor administratie, control en payroll.'],
  ['Koers Publiek', 'Specialisten voor gemeenten, provincies en waterschappen.'],
]

export const EMPLOYEES: Array<[name: string, fn: string, look: PortraitLook]> = [
  ['Marieke van den Berg', 'Directeur', 'feminine'],
  ['Jeroen Kuipers', 'Manager Recruitment', 'masculine'],
  ['Aylin Demir', 'Recruiter Techniek', 'feminine'],
  ['Pieter de Graaf', 'Accountmanager Bouw', 'masculine'],
  ['Laura Vermeulen', 'Recruiter Zorg', 'feminine'],
  ['Kevin Bos', 'Recruiter Logistiek', 'masculine'],
  ['Iris Wouters', 'Consultant Finance', 'feminine'],
  ['Stefan Koster', 'Accountmanager Overheid', 'masculine'],
  ['Naima Bouzid', 'Talent Sourcer', 'feminine'],
]

/** How a team member's portrait is drawn: every recruiter is one of the team. */
export function portraitLookOf(name: string): PortraitLook {
  const employee = EMPLOYEES.find(([employeeName]) => employeeName === name)
  if (!employee) throw new Error(`No portrait look for ${name}: add the person to EMPLOYEES`)
  return employee[2]
}

/** Recruiters who are the contact person of the demo vacancies, one for each sector (an index of SECTORS). */
export const RECRUITERS: Array<[name: string, phone: string, sector: number]> = [
  ['Aylin Demir', '030 123 45 70', 1],
  ['Laura Vermeulen', '030 123 45 71', 2],
  ['Kevin Bos', '030 123 45 72', 3],
  ['Pieter de Graaf', '030 123 45 73', 0],
  ['Iris Wouters', '030 123 45 74', 4],
  ['Stefan Koster', '030 123 45 75', 5],
]

export const OFFICES: Array<[city: string, address: string, zip: string, phone: string]> = [
  ['Utrecht', 'Catharijnesingel 52', '3511 GC', '030 123 45 67'],
  ['Rotterdam', 'Weena 210', '3012 NJ', '010 234 56 78'],
  ['Eindhoven', 'Stationsplein 9', '5611 AC', '040 345 67 89'],
  ['Zwolle', 'Burgemeester van Roijensingel 14', '8011 CT', '038 456 78 90'],
]

export const CLIENTS = ['De Linde', 'Van Vliet', 'Rivierenland', 'Noordhaven', 'Eemvliet', 'Finova']
