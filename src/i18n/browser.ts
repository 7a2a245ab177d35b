/**
 * The public site's texts that its client components show, by section: the only texts a page's
 * JavaScript may carry. Client components import the sections they use (`nlShell`, ...) from here,
 * never `nl`. Where a topic's texts are mostly the server's, its client components' part is a
 * section here that the server's section in `site.ts` spreads in (`nlForms` takes in
 * `nlFormFields`). The spread comes last in its object: the minifier then drops the server's texts
 * around it from the browser's code, which it keeps when they follow a spread.
 */
export const nlSite = {
  skipToContent: 'Direct naar de inhoud',
  mainNavigation: 'Hoofdmenu',
  footerNavigation: 'Footermenu',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  back: 'Terug',
  breadcrumb: 'Kruimelpad',
  home: 'Home',
  copyright: (year: number, brand: string) => `© ${year} ${brand}`,
  privacy: 'Privacyverklaring',
  terms: 'Algemene voorwaarden',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  newTab: '(opent in een nieuw tabblad)',
} as const

export const nlShell = {
  homeLink: (brand: string) => `${brand}, naar de homepage`,
  submenu: (label: string) => `Submenu ${label}`,
  loading: 'Pagina wordt geladen…',
  editPage: 'Bewerk deze pagina',
  preview: {
    notice: 'Voorbeeldweergave: je ziet ook wijzigingen die nog niet gepubliceerd zijn.',
    exit: 'Voorbeeld sluiten',
  },
  footer: {
    contact: 'Contact',
    followUs: 'Volg ons',
    information: 'Informatie',
    cookieSettings: 'Cookie-instellingen',
  },
  consent: {
    title: 'Mogen we meten hoe onze site wordt gebruikt?',
    text: 'Met analytische cookies zien we welke pagina’s bezoekers lezen, zodat we de site kunnen verbeteren. We meten alleen als je daarmee akkoord gaat. Je keuze kun je altijd wijzigen via ‘Cookie-instellingen’ onderaan de pagina.',
    privacy: 'Lees onze privacyverklaring',
    accept: 'Accepteren',
    decline: 'Weigeren',
  },
} as const

export const nlErrors = {
  pageLoad: 'Er is wat mis gegaan met het laden van de pagina, probeer het later opnieuw!',
  formSubmit: 'Er is iets mis gegaan met het versturen van het formulier. Probeer het later opnieuw!',
  fileType: 'Dit bestandstype is niet toegestaan.',
  unknownUri: 'Deze pagina bestaat niet.',
  missingUri: 'Geef een uri op.',
  invalidRouteTablePage:
    'Ongeldige pagina van de routetabel: gebruik after uit de Link-header en een limit van 1 tot 1000.',
} as const

export const nlLists = {
  noVacancies: 'Geen vacatures gevonden.',
  loading: 'Laden…',
  subjectFilter: 'Filter op onderwerp',
  allSubjects: 'Alle onderwerpen',
  results: {
    articles: (count: number) => (count === 1 ? '1 artikel' : `${count} artikelen`),
    stories: (count: number) => (count === 1 ? '1 verhaal' : `${count} verhalen`),
  },
  /** SPEC: one text for every empty list of articles or stories. */
  empty: 'Geen artikelen gevonden.',
} as const

export const nlContent = {
  faq: 'Veelgestelde vragen',
  roadmap: 'Stappenplan',
  usp: 'Kerncijfers',
  clients: 'Onze klanten',
  images: 'Afbeeldingen',
  news: 'Nieuws',
  experiences: 'Ervaringen van professionals',
  successStories: 'Succesverhalen',
  linkedin: (name: string) => `LinkedIn-profiel van ${name}`,
  phone: 'Telefoon',
  playVideo: (title: string) => `Video afspelen: ${title}`,
  videoNotice: (provider: string) => `De video wordt pas geladen als je op afspelen klikt, van ${provider}.`,
  checked: 'Afgevinkt:',
  unchecked: 'Niet afgevinkt:',
  /** A news article's byline, what to read next and the vacancies beside it. */
  articleByline: (brand: string) => `Door de redactie van ${brand}`,
  articleAuthor: (name: string, role: string) => `Door ${name}, ${role}`,
  articlePublished: 'Gepubliceerd op',
  relatedNews: 'Lees ook',
  articleVacancies: 'Actuele vacatures',
} as const

export const nlCarousel = {
  roleDescription: 'carrousel',
  slideRoleDescription: 'dia',
  slideLabel: (index: number, total: number) => `${index} van ${total}`,
  previous: 'Vorige',
  next: 'Volgende',
} as const

/** The vacancy overview's filter form, which the browser renders again as filters change. */
export const nlVacancyFilters = {
  filtersTitle: 'Vacatures filteren',
  whatLabel: 'Wat',
  whatHint: 'functie of trefwoord',
  whereLegend: 'Waar',
  searchPlaceholder: 'Zoeken...',
  searchSubmit: 'Zoeken',
  functionLabel: 'Functietype',
  functionEmpty: 'Kies functietype',
  sectorLabel: 'Sector',
  sectorEmpty: 'Kies sector',
  locationLabel: 'Regio',
  locationEmpty: 'Kies regio',
  clearFilters: 'Wis filters',
  applyFilters: 'Toon vacatures',
  /** The filter sheet's button on phones, with the number the filters leave. */
  showResults: (count: number) => (count === 1 ? 'Toon 1 vacature' : `Toon ${count} vacatures`),
  filtersToggle: 'Filters',
  filtersActive: (count: number) => (count === 1 ? '1 actief' : `${count} actief`),
  option: (value: string, count: number) => `${value} (${count})`,
  sortLabel: 'Sorteer op',
  salaryFromLabel: 'Salaris vanaf',
  salaryFromEmpty: 'Geen voorkeur',
  salaryFromAmount: (amount: string) => `${amount} per maand`,
  salaryFromOption: (amount: string, count: number) => `${amount} per maand (${count})`,
  sortOptions: { relevantie: 'Relevantie', nieuwste: 'Nieuwste' },
  distanceLabel: 'Binnen',
  distanceOption: (km: number) => `binnen ${km} km`,
  nearLabel: 'Plaats',
  nearPlaceholder: 'bijv. Utrecht',
} as const

/** A vacancy's facts as cards show them: the saved page in the browser, rows and pages on the server. */
export const nlVacancyCard = {
  location: 'Locatie',
  applyNow: 'Solliciteer direct',
  distance: 'Afstand',
  newBadge: 'Nieuw',
  hoursLabel: 'Uren',
  salaryLabel: 'Salaris',
  postedLabel: 'Geplaatst',
} as const

/** The applicant's own page behind the personal link in every mail about the application. */
/** An application's statuses in plain Dutch: the applicant's page, mails and the admin's message panel. */
export const nlApplicationStatuses = {
  new: 'Ontvangen',
  inProgress: 'In behandeling',
  invited: 'Uitgenodigd voor een gesprek',
  hired: 'Aangenomen',
  rejected: 'Afgewezen',
  withdrawn: 'Ingetrokken',
  closed: 'Afgerond',
} as const

/** The labels the browser's gender and honeypot fields show. */
export const nlFormLabels = {
  gender: 'Aanhef',
  male: 'Man',
  female: 'Vrouw',
  honeypot: 'Laat dit veld leeg',
} as const

/** What the browser's submission form and file field show themselves. */
export const nlFormFields = {
  requiredHint: 'Velden met een * zijn verplicht.',
  sending: 'Bezig met versturen…',
  /** The error summary at the top of a form that came back with errors (GOV.UK pattern). */
  summary: {
    title: 'Er is een probleem',
    chooseFileAgain: (label: string) => `${label}: kies het bestand opnieuw`,
  },
  file: {
    choose: 'Kies een bestand',
    drop: 'of sleep het hierheen',
    dropActive: 'Laat los om het bestand toe te voegen',
    current: 'Gekozen bestand:',
    remove: 'Verwijder bestand',
    chooseAgain:
      'Je had hier een bestand gekozen. Een bestand gaat niet mee als het formulier terugkomt met een fout: kies het opnieuw.',
    hint: (maxMegabytes: number) => `PDF, Word of afbeelding (jpg, png), maximaal ${maxMegabytes} MB.`,
  },
} as const

/** The alert's frequency choice, which the browser's form field shows. */
export const nlAlertForm = {
  frequency: 'Hoe vaak wil je mail?',
  daily: 'Dagelijks',
  weekly: 'Wekelijks',
} as const

export const nlSaved = {
  save: 'Bewaren',
  saveLabel: (title: string) => `Bewaren: ${title}`,
  /** The pressed button's text, and its name with the title (the name holds the text it shows). */
  saved: 'Bewaard',
  savedLabel: (title: string) => `Bewaard: ${title}`,
  headerLink: 'Bewaarde vacatures',
  title: 'Bewaarde vacatures',
  intro: 'Vacatures die je bewaart, staan hier. Ze blijven in deze browser bewaard; je hebt geen account nodig.',
  empty: 'Je hebt nog geen vacatures bewaard. Gebruik de knop Bewaren bij een vacature.',
  loading: 'Bewaarde vacatures worden geladen…',
  noScript: 'Bewaarde vacatures worden in je browser bewaard en hebben JavaScript nodig.',
  closed: 'Gesloten',
  closedText: 'Deze vacature staat niet meer open.',
  gone: 'Deze vacature bestaat niet meer.',
  remove: 'Verwijderen',
  removeLabel: (title: string) => `Verwijder ${title} uit je bewaarde vacatures`,
  browse: 'Bekijk alle vacatures',
  place: nlVacancyCard.location,
  salary: nlVacancyCard.salaryLabel,
  hours: nlVacancyCard.hoursLabel,
  distance: nlVacancyCard.distance,
  posted: nlVacancyCard.postedLabel,
  newBadge: nlVacancyCard.newBadge,
  apply: nlVacancyCard.applyNow,
  applyLabel: (title: string) => `${nlVacancyCard.applyNow}: ${title}`,
  newTab: nlSite.newTab,
  nearLabel: 'Afstand vanaf (plaats)',
  nearPlaceholder: 'bijv. Utrecht',
  nearSubmit: 'Toon afstand',
} as const

/** The employers' side of the site: the staffing request, its mails and admin, services and sectors. */
export const nlEmployers = {
  formLabel: 'Personeel aanvragen',
  submit: 'Aanvraag versturen',
  labels: {
    role: 'Functie of rol',
    headcount: 'Aantal mensen',
    startDate: 'Gewenste startdatum',
    duration: 'Duur van de inzet',
    hoursPerWeek: 'Uren per week',
    place: 'Werklocatie (plaats)',
    sector: 'Sector',
    requirements: 'Eisen en wensen',
    name: 'Je naam',
    businessName: 'Bedrijfsnaam',
    email: 'E-mailadres',
    phoneNumber: 'Telefoonnummer',
    remark: 'Opmerking',
    chooseDuration: 'Kies een duur',
    chooseSector: 'Kies een sector',
    aboutWork: 'Wie zoek je?',
    aboutYou: 'Je gegevens',
  },
  hints: {
    role: 'Bijvoorbeeld: lasser, planner, verpleegkundige.',
    place: 'De plaats waar het werk is, bijvoorbeeld Utrecht of Den Bosch.',
  },
  durations: {
    lessThanMonth: 'Korter dan een maand',
    oneToThreeMonths: '1 tot 3 maanden',
    threeToSixMonths: '3 tot 6 maanden',
    moreThanSixMonths: 'Langer dan 6 maanden',
    permanent: 'Vast dienstverband',
  },
  errors: {
    role: 'Vul de functie of rol in.',
    headcount: 'Vul het aantal mensen in, minimaal 1.',
    headcountRange: (max: number) => `Vul een aantal in van 1 tot en met ${max}.`,
    startDate: 'Vul de gewenste startdatum in.',
    startDateInvalid: 'Vul een geldige datum in, bijvoorbeeld 01-03-2027.',
    startDatePast: 'De startdatum ligt in het verleden. Kies vandaag of een latere datum.',
    startDateFar: 'Kies een startdatum binnen twee jaar.',
    duration: 'Kies hoe lang je iemand nodig hebt.',
    hoursPerWeek: 'Vul het aantal uren per week in.',
    hoursRange: (max: number) => `Vul een aantal uren in van 1 tot en met ${max}.`,
    place: 'Vul de plaats in waar het werk is.',
    placeUnknown: 'Deze plaats kennen we niet. Controleer de spelling of kies een plaats uit de lijst.',
    sector: 'Kies een sector.',
  },
  statuses: {
    new: 'Nieuw',
    inProgress: 'In behandeling',
    quoteSent: 'Offerte verstuurd',
    filled: 'Ingevuld',
    cancelled: 'Niet doorgegaan',
  },
  mail: {
    notificationSubject: (role: string, business: string) => `Nieuwe personeelsaanvraag: ${role} bij ${business}`,
    notificationIntro:
      'Er is een nieuwe personeelsaanvraag binnengekomen via de website. Bel de klant binnen één werkdag.',
    callBefore: (deadline: string) => `Bellen vóór: ${deadline}`,
    confirmationSubject: 'We hebben je personeelsaanvraag ontvangen',
    confirmationText: (brand: string, caller: string, phone: string | null, deadline: string) =>
      `Hallo,\n\nBedankt voor je personeelsaanvraag bij ${brand}. We hebben hem goed ontvangen.\n\n${caller} belt je uiterlijk ${deadline} om je aanvraag door te nemen: wie je zoekt, wanneer en onder welke voorwaarden. Daarna hoor je welke kandidaten we voorstellen.${phone ? `\n\nWil je eerder iets kwijt? Bel ${phone}.` : ''}\n\nMet vriendelijke groet,\n${brand}`,
    callerFallback: 'Een accountmanager van ons',
    notAnswered: '-',
  },
  attention: {
    title: 'Personeelsaanvragen zonder reactie na een werkdag',
    count: (count: number) =>
      count === 1 ? '1 aanvraag wacht langer dan een werkdag' : `${count} aanvragen wachten langer dan een werkdag`,
    none: 'Alle personeelsaanvragen zijn binnen een werkdag opgepakt.',
  },
  thankYou: {
    title: 'Bedankt voor je aanvraag',
    text: 'We hebben je aanvraag ontvangen. Je krijgt ook een bevestiging per e-mail.',
    stepsTitle: 'Wat gebeurt er nu?',
    steps: [
      'Binnen één werkdag belt je accountmanager je om de aanvraag door te nemen.',
      'We zoeken in ons netwerk en stellen je binnen enkele dagen passende kandidaten voor.',
      'Jij kiest met wie je kennismaakt; wij regelen de rest, van contract tot loonstrook.',
    ],
    servicesTitle: 'Zo kunnen we je helpen',
    allServices: 'Alle diensten voor werkgevers',
    contactTitle: 'Je vaste aanspreekpunt',
    contactText: 'Onze accountmanagers kennen hun sector en zijn op werkdagen bereikbaar van 8.30 tot 17.30 uur.',
    sectorsLink: 'Bekijk onze sectoren en accountmanagers',
  },
  sector: {
    vacanciesTitle: (sector: string) => `Open vacatures in ${sector}`,
    allVacancies: (count: number) => (count === 1 ? 'Bekijk de vacature' : `Bekijk alle ${count} vacatures`),
    noVacancies: 'Op dit moment staan er geen vacatures open in deze sector.',
    managerTitle: 'Je accountmanager',
    managerText: (sector: string) => `Zoek je personeel in ${sector}? Bel of mail direct.`,
    storyTitle: 'Succesverhaal',
    ctaTitle: 'Personeel nodig?',
    ctaText: 'Vertel ons wie je zoekt. Binnen één werkdag bellen we je terug.',
    ctaButton: 'Vraag personeel aan',
    phone: 'Telefoon',
    email: 'E-mail',
  },
  services: {
    readMore: 'Lees meer',
  },
  certifications: {
    title: 'Keurmerken en lidmaatschappen',
    singular: 'Keurmerk',
    plural: 'Keurmerken',
    description: 'Keurmerken en lidmaatschappen, met logo, op de pagina’s voor werkgevers en in de footer.',
    name: 'Naam',
    logo: 'Logo',
    url: 'Link',
    urlInvalid: 'Vul een adres in dat begint met https://',
    text: 'Omschrijving',
    sortOrder: 'Volgorde',
  },
} as const
