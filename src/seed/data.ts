/** Demo content for the fictional Koers Groep: Dutch, realistic, enough to exercise every rule. */

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

export const COMPANIES = [
  'Bouwbedrijf De Linde',
  'Van Vliet Installaties',
  'Zorggroep Rivierenland',
  'Noordhaven Logistics',
  'Gemeente Westerkwartier',
  'Techniekhuis Brabant',
  'Finova Accountants',
  'Stadszorg Utrecht',
]

export const HOURS = ['40 uur', '32-40 uur', '24-32 uur', '36 uur', 'Fulltime', 'Parttime (24 uur)']

export const SUBJECTS = ['Arbeidsmarkt', 'Carrière', 'Werkgevers', 'Koers Groep']

export const NEWS_TITLES = [
  'Zo schrijf je een motivatiebrief die opvalt',
  'Arbeidsmarkt in de techniek blijft krap',
  'Vijf vragen die je kunt verwachten in een sollicitatiegesprek',
  'Waarom detachering werkt voor starters',
  'Koers Groep opent nieuwe vestiging in Eindhoven',
  'Hybride werken: wat werkgevers nu moeten weten',
  'Salarisonderhandeling zonder zenuwen',
  'De zorg zoekt zij-instromers: zo maak je de overstap',
  'Nieuwe cao bouw: dit verandert er',
  'Werken in de logistiek: meer dan dozen schuiven',
  'Tien tips voor een sterk LinkedIn-profiel',
  'Onboarding die werkt: ervaringen van onze klanten',
  'Omgevingswet: gemeenten zoeken specialisten',
  'Koers Groep wint prijs voor goed werkgeverschap',
  'Van stage naar vaste baan in drie stappen',
  'Wat doet een werkvoorbereider eigenlijk?',
  'Duurzaam bouwen vraagt nieuwe vaardigheden',
  'Flexibel werken voor vijftigplussers',
  'Interim of vast: wat past bij jou?',
  'Inclusief werven begint bij de vacaturetekst',
  'Koers Groep breidt team recruiters uit',
  'Techniek en vrouwen: de cijfers van dit jaar',
  'Zo bereid je een assessment voor',
  'Werkgevers: houd talent vast met groeipaden',
  'Overstappen naar de overheid: vijf misverstanden',
  'De rol van AI in werving en selectie',
  'Vakmanschap in de installatietechniek',
  'Succesvol starten in je nieuwe baan',
  'Koers Groep sponsort techniekdag voor scholieren',
  'Trends in arbeidsvoorwaarden voor volgend jaar',
]

export const EXPERIENCES: Array<[name: string, role: string, phase: string, color: 'purple' | 'blue']> = [
  ['Sanne de Vries', 'Werkvoorbereider', 'Gestart', 'purple'],
  ['Youssef El Amrani', 'Projectleider Infra', 'Doorgegroeid', 'blue'],
  ['Lisa Jansen', 'Verpleegkundige', 'Gestart', 'purple'],
  ['Daan Bakker', 'PLC-programmeur', 'Doorgegroeid', 'blue'],
  ['Fatima Ouali', 'Controller', 'Gestart', 'purple'],
  ['Thomas Visser', 'Uitvoerder', 'Doorgegroeid', 'blue'],
  ['Emma Smit', 'Logistiek Planner', 'Gestart', 'purple'],
  ['Ruben Mulder', 'Servicemonteur', 'Doorgegroeid', 'blue'],
  ['Noor Hendriks', 'Beleidsmedewerker', 'Gestart', 'purple'],
  ['Jesse de Boer', 'Calculator', 'Doorgegroeid', 'blue'],
  ['Sophie Dekker', 'Informatieanalist', 'Gestart', 'purple'],
  ['Mehmet Yilmaz', 'Teamleider Warehouse', 'Doorgegroeid', 'blue'],
  ['Anouk Peters', 'Salarisadministrateur', 'Gestart', 'purple'],
  ['Bram van Dijk', 'Engineer', 'Doorgegroeid', 'blue'],
]

export const LABELS: Array<[name: string, intro: string]> = [
  ['Koers Bouw', 'Vakmensen voor bouw en infra, van werkvoorbereiding tot uitvoering.'],
  ['Koers Techniek', 'Engineers en monteurs voor installatietechniek en industrie.'],
  ['Koers Zorg', 'Zorgprofessionals voor ziekenhuizen, thuiszorg en VVT.'],
  ['Koers Logistiek', 'Planners en leidinggevenden voor warehouse en transport.'],
  ['Koers Finance', 'Financials voor administratie, control en payroll.'],
  ['Koers Publiek', 'Specialisten voor gemeenten, provincies en waterschappen.'],
]

export const EMPLOYEES: Array<[name: string, fn: string]> = [
  ['Marieke van den Berg', 'Directeur'],
  ['Jeroen Kuipers', 'Manager Recruitment'],
  ['Aylin Demir', 'Recruiter Techniek'],
  ['Pieter de Graaf', 'Accountmanager Bouw'],
  ['Laura Vermeulen', 'Recruiter Zorg'],
  ['Kevin Bos', 'Recruiter Logistiek'],
  ['Iris Wouters', 'Consultant Finance'],
  ['Stefan Koster', 'Accountmanager Overheid'],
  ['Naima Bouzid', 'Talent Sourcer'],
]

/** Recruiters who are the contact person of the demo vacancies. */
export const RECRUITERS: Array<[name: string, phone: string]> = [
  ['Aylin Demir', '030 123 45 70'],
  ['Laura Vermeulen', '030 123 45 71'],
  ['Kevin Bos', '030 123 45 72'],
]

export const OFFICES: Array<[city: string, address: string, zip: string, phone: string]> = [
  ['Utrecht', 'Catharijnesingel 52', '3511 GC', '030 123 45 67'],
  ['Rotterdam', 'Weena 210', '3012 NJ', '010 234 56 78'],
  ['Eindhoven', 'Stationsplein 9', '5611 AC', '040 345 67 89'],
  ['Zwolle', 'Burgemeester van Roijensingel 14', '8011 CT', '038 456 78 90'],
]

export const SUCCESS_STORIES: Array<[title: string, summary: string]> = [
  [
    'Twaalf vakmensen in acht weken voor De Linde',
    'Hoe we een woningbouwproject op schema hielpen met een flexibele schil van uitvoerders en werkvoorbereiders.',
  ],
  [
    'Zorggroep Rivierenland vult roosters structureel',
    'Een vaste pool van verpleegkundigen en verzorgenden verlaagde het verzuim en de inhuurkosten.',
  ],
  [
    'Noordhaven Logistics groeit door met eigen planners',
    'Van tijdelijke inzet naar een vast planningsteam in één jaar.',
  ],
]

export const CLIENTS = ['De Linde', 'Van Vliet', 'Rivierenland', 'Noordhaven', 'Westerkwartier', 'Finova']
