/**
 * Every Dutch interface string of the public site, once, by section. Server code reads them
 * through `nl`. Client components import the sections they use (`nlShell`, ...), never `nl`
 * itself: a browser then gets those sections and not the whole dictionary. Only those sections
 * are exported on their own, besides `nl` and the admin's translations. The build puts every
 * section that a client component imports into the JavaScript that all pages share, so where a
 * topic's texts are mostly the server's (mails, validation errors, the admin's lists, the labels
 * the server passes to form fields), its client components' part is a section of its own that the
 * server's section spreads in (`nlForms` takes in `nlFormFields`). The spread comes last in its
 * object: the minifier then drops the server's texts around it from the browser's code, which it
 * keeps when they follow a spread. The admin's own components read their texts through Payload's
 * translations (`adminTranslations`, which only the config imports; components import its types
 * only), so those reach the admin and no page of the site.
 */
import type { NestedKeysStripped } from '@payloadcms/translations'

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

const nlNotFound = {
  oops: 'Oeps...',
  code: '404',
  title: 'Pagina niet gevonden',
  text: 'Sorry, de pagina die u zoekt kon niet worden gevonden.',
  homeLink: 'Terug naar de homepage',
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

const nlHome = {
  specialisms: 'Onze specialismen',
  news: 'Kennis updates',
  allNews: 'Bekijk al het nieuws',
  successStories: 'Succesverhalen',
  locations: 'Onze vestigingen',
  organisation: 'Organisatie',
  searchTitle: 'Zoek vacatures',
  whatPlaceholder: 'Functie of trefwoord',
  wherePlaceholder: 'Plaats',
  searchSubmit: 'Zoek vacatures',
} as const

const nlCards = {
  news: 'Nieuws',
  readMore: 'Lees verder',
  viewStory: 'Bekijk verhaal',
  viewLabel: 'Bekijk label',
  successStory: 'Succesverhaal',
  label: 'Label',
  publishedOn: (date: string) => `Gepubliceerd op ${date}`,
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

const nlPagination = {
  label: 'Paginering',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  page: (page: number) => `Pagina ${page}`,
} as const

const nlReferences = {
  title: 'Onze verhalen',
  subtitle: 'Ervaringen van professionals',
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

const nlVacancy = {
  reference: 'Referentie',
  hours: 'Regime',
  // 'Regio' is the overview's filter of places; the fact names the province.
  province: 'Provincie',
  ownPage: 'Bekijk de vacature hier',
  facts: 'Over deze vacature',
  company: 'Bedrijf',
  employer: 'Werkgever',
  /** A vacancy without a company: the job seeker works through us (secondment). */
  secondmentEmployer: (brand: string) => `${brand} (detachering)`,
  secondmentNote: (brand: string, place: string) =>
    `Je werkt via ${brand} bij een opdrachtgever${place ? ` in ${place}` : ''}: je bent in dienst van ${brand}, en bij welke organisatie je aan de slag gaat, hoor je van je contactpersoon.`,
  overview: 'Vacatures',
  count: (total: number) => (total === 1 ? '1 vacature' : `${total} vacatures`),
  /** The count of a list narrowed to one filter value: '12 vacatures in Utrecht', '5 vacatures in Techniek'. */
  countIn: (count: string, name: string) => `${count} in ${name}`,
  closedTitle: 'Deze vacature is gesloten',
  closedText: 'Deze vacature staat niet meer open. Bekijk onze andere vacatures of stuur ons een open sollicitatie.',
  allVacancies: 'Bekijk alle vacatures',
  distanceFrom: (distance: string, place: string) => `${distance} van ${place}`,
  unknownPlace: (name: string) => `We kennen geen plaats ‘${name}’ in Nederland, dus we kunnen niet op afstand zoeken.`,
  suggestionsIntro: 'Bedoelde je:',
  wayOutsIntro: 'Probeer het zo:',
  wayOut: {
    nearPlace: (search: string, km: number, place: string) => `‘${search}’ binnen ${km} km van ${place}`,
    withoutPlaceWord: (search: string, word: string) => `‘${search}’, zonder ‘${word}’`,
    wider: (km: number, place: string) => `Binnen ${km} km van ${place}`,
    withoutFilters: (search: string) => `‘${search}’ zonder de andere filters`,
  },
  wayOutCount: (count: number) => (count === 1 ? '1 vacature' : `${count} vacatures`),
  wayOutAlert: 'Of ontvang een e-mail zodra er een vacature voor deze zoekopdracht is',
  noSuggestions: 'Controleer de spelling of kies een grotere plaats in de buurt.',
  caoLabel: 'Cao',
  similarTitle: 'Vergelijkbare vacatures',
  /** Why a similar vacancy is shown: the same work in the same sector, or nearby. */
  similarInSector: (sector: string) => `Ook in ${sector}`,
  similarNearby: 'In de buurt',
  moreIn: (name: string) => `Alle vacatures in ${name}`,
  contactTitle: 'Vragen over deze vacature?',
  recruiterLabel: 'Je recruiter',
  sectorContactLabel: (sector: string) => `Je contactpersoon voor ${sector}`,
  officeContactLabel: 'Ons kantoor',
  contactIntro: (name: string) => `Neem contact op met ${name}, de recruiter van deze vacature.`,
  contactIntroSector: (name: string, sector: string) =>
    `Neem contact op met ${name}, onze accountmanager voor ${sector}.`,
  contactIntroOffice: (name: string) => `Neem contact op met ${name}; we helpen je graag verder.`,
  contactPhone: 'Telefoon',
  contactEmail: 'E-mail',
  ...nlVacancyCard,
  ...nlVacancyFilters,
} as const

const nlApplication = {
  openTitle: 'Open sollicitatie',
  applyFor: 'Solliciteer op',
  closedNote: 'Deze vacature staat niet meer open. Je kunt hieronder wel een open sollicitatie sturen.',
  /** On the page after sending: which vacancy, and the mail with the personal link. */
  receivedFor: 'Je sollicitatie is verstuurd op de vacature',
  receivedMail:
    'We hebben je een e-mail gestuurd met een persoonlijke link naar je sollicitatie. Daarmee zie je hoe het ervoor staat, stuur je documenten na of trek je je sollicitatie in. Niets ontvangen? Kijk ook in je map met ongewenste e-mail.',
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

const nlApplicant = {
  title: 'Mijn sollicitatie',
  vacancy: 'Vacature',
  openApplication: 'Open sollicitatie',
  date: 'Verstuurd op',
  status: 'Status',
  documents: 'Ontvangen documenten',
  noDocuments: 'Geen documenten meegestuurd.',
  documentKind: { applicationCV: 'Cv', applicationMotivation: 'Motivatiebrief' },
  documentFile: (format: string, bytes: number) => `${format}-bestand, ${Math.max(1, Math.round(bytes / 1024))} kB`,
  statuses: nlApplicationStatuses,
  privacy: 'Deze pagina is alleen te openen met de persoonlijke link uit je e-mail. Deel die link niet met anderen.',
  withdrawn: 'Je sollicitatie is ingetrokken. We hebben je een bevestiging gemaild.',
  withdraw: {
    title: 'Sollicitatie intrekken',
    text: 'Trek je je sollicitatie in, dan nemen we die niet verder in behandeling. Je gegevens bewaren we tot de gewone bewaartermijn voorbij is, tenzij je ze nu laat verwijderen.',
    confirm: 'Ja, trek mijn sollicitatie in',
  },
  erase: {
    title: 'Verwijder mijn gegevens',
    text: 'We verwijderen je sollicitatie, je gegevens en je documenten direct en voorgoed. Dit kan niet ongedaan worden gemaakt. We houden alleen zonder persoonsgegevens bij dat er op een datum een sollicitatie was en hoe die afliep.',
    confirm: 'Ja, verwijder mijn gegevens',
  },
  cancel: 'Nee, terug naar mijn sollicitatie',
  history: {
    title: 'Verloop',
    entry: (date: string, status: string) => `${date}: ${status}`,
    actors: { user: 'door een medewerker', applicant: 'door jou', ats: 'door een medewerker', system: 'automatisch' },
  },
  upload: {
    title: 'Documenten toevoegen of vervangen',
    intro:
      'Stuur je cv of motivatiebrief alsnog mee, of vervang een document dat je eerder stuurde. Een nieuw document vervangt het oude; het oude verwijderen we.',
    add: { applicationCV: 'Cv toevoegen', applicationMotivation: 'Motivatiebrief toevoegen' },
    replace: { applicationCV: 'Cv vervangen', applicationMotivation: 'Motivatiebrief vervangen' },
    hint: (maxMegabytes: number) => `PDF, Word (doc of docx), JPG of PNG, maximaal ${maxMegabytes} MB per bestand.`,
    submit: 'Documenten versturen',
    received: 'We hebben je documenten ontvangen. We hebben je een bevestiging gemaild.',
    errorsTitle: 'Je documenten zijn niet verstuurd',
    noFile: 'Kies een cv of een motivatiebrief om te versturen.',
    closed: 'Deze sollicitatie is afgesloten. Je kunt er geen documenten meer aan toevoegen.',
  },
  download: {
    title: 'Download je gegevens',
    text: 'Een kopie van wat we over deze sollicitatie van je bewaren, als JSON-bestand: je gegevens, het verloop en de namen van je documenten.',
    button: 'Download je gegevens',
    actors: {
      user: 'een medewerker',
      applicant: 'de sollicitant',
      ats: 'ons sollicitatiesysteem',
      system: 'het systeem',
    },
    fileName: (date: string) => `mijn-sollicitatie-${date}.json`,
    keys: {
      exportedAt: 'gedownload_op',
      application: 'sollicitatie',
      vacancy: 'vacature',
      sentAt: 'verstuurd_op',
      updatedAt: 'laatst_gewijzigd_op',
      status: 'status',
      gender: 'aanhef',
      firstName: 'voornaam',
      lastName: 'achternaam',
      emailAddress: 'e-mailadres',
      phoneNumber: 'telefoonnummer',
      message: 'opmerking',
      consent: 'toestemming_om_een_jaar_te_bewaren',
      closedAt: 'afgerond_op',
      deleteAfter: 'wordt_verwijderd_na',
      history: 'statusverloop',
      changedAt: 'gewijzigd_op',
      by: 'door',
      documents: 'documenten',
      document: 'document',
      format: 'bestandstype',
      size: 'grootte_in_bytes',
      receivedAt: 'ontvangen_op',
    },
    genders: { m: 'Man', v: 'Vrouw' },
  },
  notFound: {
    title: 'Deze sollicitatie bestaat niet (meer)',
    text: 'De link is ongeldig of verlopen, of de sollicitatie is verwijderd. Gebruik de link uit de laatste e-mail over je sollicitatie.',
    home: 'Naar de homepage',
    requestLink: 'Vraag je link opnieuw aan',
  },
  requestLink: {
    title: 'Vraag je link opnieuw aan',
    intro:
      'Kun je de e-mail met de link naar je sollicitatie niet meer vinden? Vul het e-mailadres in waarmee je solliciteerde; we sturen de link dan opnieuw.',
    email: 'E-mailadres',
    submit: 'Stuur mij de link',
    requested:
      'Als er een sollicitatie met dit e-mailadres bij ons bekend is, sturen we de link binnen enkele minuten. Kijk ook in je map met ongewenste mail.',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    rateLimited: 'Je hebt in korte tijd te vaak een formulier verstuurd. Probeer het over tien minuten opnieuw.',
  },
  erased: {
    title: 'Je gegevens zijn verwijderd',
    text: 'Je sollicitatie, je gegevens en je documenten zijn verwijderd. We hebben je een bevestiging gemaild. De link in je e-mails werkt niet meer.',
  },
  mail: {
    withdrawnSubject: 'Je sollicitatie is ingetrokken',
    withdrawnText: (brand: string, vacancy: string | null, link: string) =>
      `Hallo,\n\nJe hebt je ${vacancy ? `sollicitatie op de vacature ${vacancy}` : 'open sollicitatie'} bij ${brand} ingetrokken. We nemen haar niet verder in behandeling.\n\nBekijk je sollicitatie: ${link}\n\nMet vriendelijke groet,\n${brand}`,
    linkSubject: 'Je link naar je sollicitatie',
    linkText: (brand: string, vacancy: string | null, link: string, days: number) =>
      `Hallo,\n\nJe vroeg de link naar je ${vacancy ? `sollicitatie op de vacature ${vacancy}` : 'open sollicitatie'} bij ${brand} opnieuw aan. Hier is je nieuwe link:\n\n${link}\n\nLinks uit eerdere e-mails werken niet meer. De link werkt ${days} dagen; elke e-mail over je sollicitatie verlengt dat.\n\nHeb je dit niet zelf aangevraagd? Dan hoef je niets te doen.\n\nMet vriendelijke groet,\n${brand}`,
    newLinkSubject: 'Je nieuwe link naar je sollicitatie',
    newLinkText: (brand: string, vacancy: string | null, link: string, days: number) =>
      `Hallo,\n\nWe hebben een nieuwe persoonlijke link gemaakt naar je ${vacancy ? `sollicitatie op de vacature ${vacancy}` : 'open sollicitatie'} bij ${brand}:\n\n${link}\n\nLinks uit eerdere e-mails werken niet meer. De link werkt ${days} dagen; elke e-mail over je sollicitatie verlengt dat.\n\nMet vriendelijke groet,\n${brand}`,
    documentsSubject: 'We hebben je documenten ontvangen',
    documentsText: (brand: string, vacancy: string | null, documents: string[], replaced: boolean, link: string) =>
      `Hallo,\n\nWe hebben nieuwe documenten ontvangen bij je ${vacancy ? `sollicitatie op de vacature ${vacancy}` : 'open sollicitatie'} bij ${brand}.${replaced ? ' Documenten die je vervangen hebt, hebben we verwijderd.' : ''}\n\nOntvangen documenten:\n${documents.map((document) => `- ${document}`).join('\n')}\n\nBekijk je sollicitatie: ${link}\n\nHeb je dit niet zelf gedaan? Neem dan contact met ons op.\n\nMet vriendelijke groet,\n${brand}`,
    statusText: (message: string, link: string) => `${message}\n\nBekijk je sollicitatie: ${link}`,
    erasedSubject: 'Je gegevens zijn verwijderd',
    erasedText: (brand: string) =>
      `Hallo,\n\nOp jouw verzoek hebben we je sollicitatie bij ${brand} verwijderd, met je gegevens en je documenten. Dit kan niet ongedaan worden gemaakt.\n\nMet vriendelijke groet,\n${brand}`,
  },
} as const

const nlSocial = {
  vacancy: 'Vacature',
  label: 'Label',
  successStory: 'Succesverhaal',
  news: 'Nieuws',
  experience: 'Ervaring',
} as const

const nlSeo = {
  contactJobSeekers: 'Werkzoekenden',
  contactEmployers: 'Werkgevers',
  numbered: (title: string, page: number) => `${title} (pagina ${page})`,
  /** A list narrowed to one filter value, as a page of its own ('Vacatures in Utrecht'). */
  landingTitle: {
    location: (name: string) => `Vacatures in ${name}`,
    sector: (name: string) => `Vacatures ${name}`,
    function: (name: string) => `Vacatures ${name}`,
    subject: (name: string) => `Nieuws over ${name}`,
  },
  landingDescription: {
    location: (name: string, brand: string) =>
      `Alle openstaande vacatures in ${name} bij ${brand}. Filter op functie, sector en afstand, bewaar wat je zoekt en solliciteer direct.`,
    sector: (name: string, brand: string) =>
      `Alle openstaande vacatures in de sector ${name} bij ${brand}. Filter op functie, regio en afstand, bewaar wat je zoekt en solliciteer direct.`,
    function: (name: string, brand: string) =>
      `Alle openstaande vacatures in ${name} bij ${brand}. Filter op sector, regio en afstand, bewaar wat je zoekt en solliciteer direct.`,
    subject: (name: string, brand: string) => `Nieuws en achtergronden over ${name} van ${brand}.`,
  },
} as const

const nlThankYou = {
  title: 'Bedankt!',
  text: 'We hebben je bericht ontvangen en nemen zo snel mogelijk contact met je op.',
  nextSteps: {
    title: 'Wat kun je nu doen?',
    vacancies: 'Bekijk meer vacatures',
    alert: 'Stel een vacature-alert in',
  },
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

/** Every form field's label: the server passes most of them to the fields it renders. */
const nlAllFormLabels = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  emailAddress: 'E-mailadres',
  email: 'E-mailadres',
  phoneNumber: 'Telefoonnummer',
  name: 'Naam',
  businessName: 'Bedrijfsnaam',
  message: 'Bericht',
  remark: 'Opmerking',
  applicationCV: 'Cv',
  applicationMotivation: 'Motivatiebrief',
  consent:
    'Ik geef toestemming om mijn gegevens maximaal een jaar te bewaren, zodat jullie mij kunnen benaderen voor toekomstige vacatures.',
  ...nlFormLabels,
} as const

/** The admin's button on an application that replaces the applicant's personal link and mails the new one. */
export const nlNewApplicantLinkPanel = {
  button: 'Nieuwe persoonlijke link sturen',
  explanation:
    'De sollicitant krijgt een e-mail met een nieuwe link naar de eigen sollicitatie. Links uit eerdere e-mails werken daarna niet meer.',
  sending: 'Bezig met versturen…',
  sent: 'De nieuwe link is aangemaakt en wordt binnen enkele minuten gemaild. De vorige link werkt niet meer.',
  failed: 'Het is niet gelukt een nieuwe link te sturen. Probeer het opnieuw.',
} as const

const nlForms = {
  required: '(verplicht)',
  labels: nlAllFormLabels,
  submit: 'Versturen',
  submitApplication: 'Verstuur sollicitatie',
  formLabel: {
    contact: 'Contactformulier',
    businessContact: 'Contactformulier voor bedrijven',
    application: 'Sollicitatieformulier',
  },
  admin: {
    vacancy: 'Vacature',
    openApplication: 'Open sollicitatie (geen vacature)',
    vacancyGone: 'De vacature bestaat niet meer.',
    editVacancy: (title: string) => `${title} (in beheer)`,
    viewVacancy: 'Bekijk de vacature op de site',
    statusHistory: 'Statusverloop',
    noStatusHistory: 'Nog geen statuswijzigingen vastgelegd.',
    statusChange: (status: string, by: string) => `${status}, door ${by}`,
    actors: {
      applicant: 'de sollicitant',
      ats: 'het ATS',
      system: 'het systeem',
      deletedUser: 'een verwijderde gebruiker',
    },
    recruiterDescription: 'De recruiter van de vacature; wijzig die bij de vacature.',
    internalNotes: 'Interne notities',
    internalNotesDescription:
      'Alleen voor recruiters: de sollicitant ziet dit niet, niet op de eigen pagina en niet in de download van de eigen gegevens.',
    emailNormalised: 'E-mailadres voor opzoeken',
    linkExpiresAt: 'Persoonlijke link geldig tot',
    linkExpiresAtDescription: (days: number) =>
      `Elke e-mail aan de sollicitant met de link verlengt die met ${days} dagen.`,
    newLink: {
      notAllowed: 'Je hebt geen toegang om een nieuwe link te sturen voor deze sollicitatie.',
      notFound: 'Deze sollicitatie bestaat niet (meer).',
      invalidId: 'Geef het nummer van een sollicitatie.',
    },
  },
  nextSteps: {
    title: 'Wat gebeurt er na je sollicitatie?',
    steps: [
      'We lezen je gegevens, cv en motivatie zorgvuldig door.',
      'Binnen twee werkdagen belt een consultant je voor een kennismaking.',
      'Samen bespreken we de vacature en de volgende stap.',
    ],
    viewVacancy: 'Bekijk de vacature',
  },
  directContact: 'Liever direct contact?',
  directContactText: 'Bel of mail ons gerust. We zijn op werkdagen bereikbaar van 8.30 tot 17.30 uur.',
  consentHint:
    'Zonder toestemming verwijderen we je sollicitatie en bestanden vier weken nadat de procedure is afgerond.',
  errors: {
    required: {
      gender: 'Kies een aanhef.',
      firstName: 'Vul je voornaam in.',
      lastName: 'Vul je achternaam in.',
      emailAddress: 'Vul je e-mailadres in.',
      email: 'Vul je e-mailadres in.',
      phoneNumber: 'Vul je telefoonnummer in.',
      name: 'Vul je naam in.',
      businessName: 'Vul de naam van je bedrijf in.',
      message: 'Vul je bericht in.',
      subject: 'Vul een onderwerp in.',
      body: 'Schrijf het bericht aan de sollicitant.',
      note: 'Schrijf een notitie.',
    },
    invalid: 'Deze waarde is ongeldig.',
    gender: 'Kies een aanhef.',
    email: 'Vul een geldig e-mailadres in.',
    phone: 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678 of +32 470 12 34 56.',
    tooLong: (max: number) => `Gebruik maximaal ${max} tekens.`,
    controlCharacters: 'Dit veld bevat ongeldige tekens.',
    fileTooLarge: (maxMegabytes: number) => `Het bestand is te groot. Het mag maximaal ${maxMegabytes} MB zijn.`,
    fileEmpty: 'Het bestand is leeg.',
    bodyTooLarge: 'Het formulier is te groot om te versturen.',
    unreadable: 'Het formulier kon niet worden gelezen.',
    busy: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
    rateLimited: 'Je hebt in korte tijd te vaak een formulier verstuurd. Probeer het over tien minuten opnieuw.',
    tooSlow: 'Het formulier kwam te langzaam binnen. Controleer je verbinding en probeer het opnieuw.',
    fileNotStored: 'Dit bestand kunnen we niet opslaan. Sla het opnieuw op als PDF of kies een ander bestand.',
  },
  mail: {
    notificationSubject: {
      application: (name: string, vacancy: string | null) =>
        vacancy ? `Nieuwe sollicitatie op ${vacancy}: ${name}` : `Nieuwe open sollicitatie: ${name}`,
      contact: (name: string) => `Nieuw contactbericht van ${name}`,
      businessContact: (name: string, business: string) => `Nieuw zakelijk contactbericht van ${name} (${business})`,
    },
    notificationIntro: 'Er is een nieuwe inzending binnengekomen via de website.',
    documentsNotificationSubject: (name: string, vacancy: string | null) =>
      vacancy
        ? `Nieuwe documenten bij de sollicitatie op ${vacancy}: ${name}`
        : `Nieuwe documenten bij de open sollicitatie: ${name}`,
    documentsNotificationIntro: 'De sollicitant heeft via de persoonlijke link documenten toegevoegd of vervangen.',
    documentsNow: 'Documenten nu:',
    withdrawnNotificationSubject: (name: string, vacancy: string | null) =>
      vacancy ? `Sollicitatie op ${vacancy} ingetrokken: ${name}` : `Open sollicitatie ingetrokken: ${name}`,
    withdrawnNotificationIntro:
      'De sollicitant heeft de sollicitatie via de persoonlijke link ingetrokken. Er is niets meer mee te doen; de gegevens worden na de bewaartermijn verwijderd.',
    openInAdmin: 'Bekijk en behandel de inzending in het beheer:',
    files: 'Bestanden staan bij de inzending in het beheer.',
    openApplication: 'Open sollicitatie',
    vacancy: 'Vacature',
    consent: 'Toestemming om een jaar te bewaren',
    yes: 'ja',
    no: 'nee',
    confirmationSubject: {
      application: 'Bedankt voor je sollicitatie',
      contact: 'Bedankt voor je bericht',
    },
    confirmationText: {
      application: (brand: string, vacancy: string | null, link: string) =>
        `Hallo,\n\nBedankt voor je ${vacancy ? `sollicitatie op de vacature ${vacancy}` : 'open sollicitatie'} bij ${brand}. We hebben je gegevens goed ontvangen. Binnen twee werkdagen neemt een consultant contact met je op.\n\nBekijk je sollicitatie: ${link}\nVia deze persoonlijke link zie je de status van je sollicitatie, trek je haar in of laat je je gegevens verwijderen. Deel de link niet met anderen.\n\nMet vriendelijke groet,\n${brand}`,
      contact: (brand: string) =>
        `Hallo,\n\nBedankt voor je bericht aan ${brand}. We hebben het goed ontvangen en nemen zo snel mogelijk contact met je op.\n\nMet vriendelijke groet,\n${brand}`,
    },
  },
  ...nlFormFields,
} as const

/**
 * The admin's own client components: the key visual's title field and the export button. Payload's
 * translations carry them to the admin (`adminTranslations`), so no page of the site downloads them.
 */
const nlAdminFields = {
  keyvisualTitle: {
    toolbar: 'Opmaak van de titel',
    emphasis: 'Nadruk',
    emphasisHint: 'Nadruk (Ctrl+I): de gekozen woorden in de merkkleur',
    lineBreak: 'Nieuwe regel',
    lineBreakHint: 'Nieuwe regel (Enter)',
  },
  notFoundLog: {
    makeRedirect: 'Maak doorverwijzing',
    makeRedirectFor: 'Maak doorverwijzing van {{path}}',
  },
  exports: {
    processing: 'De export wordt gemaakt…',
    downloadFailed: 'De export kon niet worden gedownload.',
  },
  address: {
    label: 'Adres',
    /** Under the slug: the address the document has, or a new one will get when saved. */
    current: 'Adres: {{path}}',
    upcoming: 'Adres na bewaren: {{path}}',
  },
} as const

const nlAdmin = {
  passwordTooShort: (min: number) => `Kies een wachtwoord van minstens ${min} tekens.`,
  tooManyLogins: (minutes: number) =>
    minutes < 120
      ? `Te veel mislukte inlogpogingen vanaf dit adres. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`
      : `Te veel mislukte inlogpogingen vanaf dit adres. Probeer het over ${Math.ceil(minutes / 60)} uur opnieuw.`,
  passwordReset: {
    missingEmail: 'Vul het e-mailadres van je account in.',
    tooMany: (minutes: number) =>
      minutes < 120
        ? `Te veel aanvragen om een wachtwoord opnieuw in te stellen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`
        : `Te veel aanvragen om een wachtwoord opnieuw in te stellen. Probeer het over ${Math.ceil(minutes / 60)} uur opnieuw.`,
    onlyThroughForm: 'Vraag een nieuw wachtwoord aan via het formulier "Wachtwoord vergeten".',
  },
  brand: 'Koers Groep',
  planned: { publish: 'Publiceren op', unpublish: 'Offline op' },
  notFoundLog: {
    singular: 'Niet gevonden adres',
    plural: 'Niet gevonden',
    description:
      'Adressen op de site die niet bestaan en toch werden opgevraagd, het vaakst opgevraagd bovenaan. Maak een doorverwijzing naar de juiste pagina; dan verdwijnt het adres uit deze lijst.',
    path: 'Adres',
    hits: 'Aantal keer',
    lastSeen: 'Laatst opgevraagd',
    redirect: 'Doorverwijzing',
    writeFailed: 'De lijst met niet gevonden adressen kon niet worden bijgewerkt.',
    /** Stands in the list for a part of an address that looked like personal data. */
    redacted: '[verborgen]',
  },
  /** The date picker's own words (react-datepicker's labels for screen readers and its time column). */
  datePicker: {
    timeCaption: 'Tijd',
    previousMonthButtonLabel: 'Vorige maand',
    nextMonthButtonLabel: 'Volgende maand',
    previousYearButtonLabel: 'Vorig jaar',
    nextYearButtonLabel: 'Volgend jaar',
    previousMonthAriaLabel: 'Vorige maand',
    nextMonthAriaLabel: 'Volgende maand',
    previousYearAriaLabel: 'Vorig jaar',
    nextYearAriaLabel: 'Volgend jaar',
    chooseDayAriaLabelPrefix: 'Kies',
    disabledDayAriaLabelPrefix: 'Niet beschikbaar:',
    monthAriaLabelPrefix: 'Maand',
    weekAriaLabelPrefix: 'Week',
    timeInputLabel: 'Tijd',
  },
  /** The live preview's sizes; Payload adds its own full-size 'responsive' one, named here in Dutch. */
  livePreviewSizes: { full: 'Volledige breedte', mobile: 'Mobiel', tablet: 'Tablet', desktop: 'Desktop' },
  vacancyApplications: {
    label: 'Sollicitaties',
    description: 'De sollicitaties op deze vacature, nieuwste eerst. Het potlood naast een naam opent de sollicitatie.',
  },
  /** The document's address (its slug as the route table has it), as a refusal names it. */
  address: {
    label: 'Adres',
    taken: (path: string) => `${path} is al in gebruik door een andere pagina. Kies een andere slug.`,
    missing: 'Geef een titel of slug op.',
    signIn: 'Log in om adressen op te vragen.',
  },
  planning: {
    publishOn: 'Publiceren op',
    unpublishOn: 'Offline halen op',
    publishOnDescription:
      'Het concept gaat op dit moment vanzelf online (Nederlandse tijd). Typ bijvoorbeeld 25 november 2026 om 21:57, of kies in de kalender. Leeg: niets gepland.',
    unpublishOnDescription: 'De pagina gaat op dit moment vanzelf offline (Nederlandse tijd). Leeg: niets gepland.',
    timeZone: 'Nederlandse tijd (Amsterdam)',
    timeZoneOf: (label: string) => `Tijdzone van ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
    past: 'Dit moment is al voorbij. Kies een moment in de toekomst.',
    unpublishBeforePublish: 'Offline halen kan pas na het geplande publiceren.',
    taskLabel: 'Geplande publicatie of offline halen',
    failedLabel: 'Mislukte planning',
    failedAt: (type: 'publish' | 'unpublish', at: string) =>
      `${type === 'publish' ? 'De geplande publicatie' : 'Het geplande offline halen'} van ${at} is mislukt.`,
    failedReason: (reason: string) => `Reden: ${reason}`,
    failedHelp:
      'Los het probleem op en publiceer zelf, of kies een nieuw moment. Deze melding verdwijnt zodra je het veld wijzigt of leegmaakt.',
    failedDashboard: 'Mislukte geplande publicaties',
  },
  mailQueue: {
    title: 'Mailwachtrij',
    intro:
      'Alle mails over inzendingen: verzonden, wachtend op een (nieuwe) poging, nu bezig, vastgelopen, en mislukt na alle pogingen met de foutmelding.',
    filters: {
      all: 'Alle',
      sent: 'Verzonden',
      waiting: 'Wachtend',
      sending: 'Bezig',
      stuck: 'Vastgelopen',
      failed: 'Mislukt',
    },
    stuckNote:
      'Het serverproces dat deze mail verstuurde is gestopt. De mail wordt binnen enkele minuten vanzelf opnieuw aangeboden; lukt dat niet, verstuur hem dan hier opnieuw.',
    columns: {
      created: 'Aangemaakt',
      about: 'Over',
      recipient: 'Aan',
      state: 'Status',
      tries: 'Pogingen',
      at: 'Verzonden / volgende poging / laatst actief',
      error: 'Fout',
    },
    /** Each kind of mail, by who gets it and why (src/forms/mail.ts; the view checks that none is missing). */
    recipients: {
      office: 'Kantoor / recruiter',
      sender: 'Afzender (bevestiging)',
      status: 'Sollicitant (statusbericht)',
      free: 'Sollicitant (e-mail van recruiter)',
      withdrawn: 'Sollicitant (intrekking)',
      officeWithdrawn: 'Kantoor / recruiter (intrekking)',
      erased: 'Sollicitant (gegevens gewist)',
      link: 'Sollicitant (link opgevraagd)',
      newLink: 'Sollicitant (nieuwe link)',
      documents: 'Sollicitant (documenten ontvangen)',
      officeDocuments: 'Kantoor / recruiter (nieuwe documenten)',
    },
    collections: { applications: 'Sollicitatie', contactMessages: 'Contactbericht' } as Record<string, string>,
    retry: 'Opnieuw versturen',
    retried: (id: number) => `Mail ${id} is opnieuw aangeboden.`,
    empty: 'Geen mails gevonden.',
    count: (shown: number, total: number) => `${shown} van ${total} mails`,
    adminOnly: 'Alleen beheerders zien de mailwachtrij.',
    retryRefusals: {
      notAdmin: 'Alleen beheerders kunnen een mail opnieuw versturen.',
      invalidJob: 'Deze mail bestaat niet.',
      notRetryable: 'Deze mail is al verzonden of wordt nu verstuurd; hij kan niet opnieuw.',
    },
  },
  atsQueue: {
    title: 'ATS-koppeling',
    intro:
      'Elke sollicitatie wordt aan het sollicitatiesysteem (ATS) doorgegeven, en daarna elke wijziging: een nieuwe status, een intrekking, documenten die later kwamen, het verwijderen. Hier staat per levering of die gelukt is, of er op een nieuwe poging wordt gewacht, of ze nu bezig is, vastliep, of na alle pogingen mislukte, met het antwoord van het ATS.',
    filters: {
      all: 'Alle',
      sent: 'Afgeleverd',
      waiting: 'Wachtend',
      sending: 'Bezig',
      stuck: 'Vastgelopen',
      failed: 'Mislukt',
    },
    stuckNote:
      'Het serverproces dat deze sollicitatie doorgaf is gestopt. Ze wordt binnen enkele minuten vanzelf opnieuw aangeboden; lukt dat niet, geef haar dan hier opnieuw door.',
    columns: {
      created: 'Aangemaakt',
      about: 'Sollicitatie',
      recipient: 'Gebeurtenis',
      state: 'Status',
      tries: 'Pogingen',
      at: 'Afgeleverd / volgende poging / laatst actief',
      error: 'Fout',
    },
    recipients: {
      'application.created': 'Nieuwe sollicitatie',
      'application.status-changed': 'Status gewijzigd',
      'application.withdrawn': 'Ingetrokken',
      'application.documents-updated': 'Documenten toegevoegd',
      'application.erased': 'Verwijderd',
    } as Record<string, string>,
    collections: { applications: 'Sollicitatie' } as Record<string, string>,
    retry: 'Opnieuw doorgeven',
    retried: (id: number) => `Levering ${id} is opnieuw aangeboden.`,
    empty: 'Geen leveringen gevonden.',
    count: (shown: number, total: number) => `${shown} van ${total} leveringen`,
    adminOnly: 'Alleen beheerders zien de ATS-koppeling.',
    retryRefusals: {
      notAdmin: 'Alleen beheerders kunnen een levering opnieuw aanbieden.',
      invalidJob: 'Deze levering bestaat niet.',
      notRetryable: 'Deze sollicitatie is al afgeleverd of wordt nu doorgegeven; ze kan niet opnieuw.',
    },
  },
} as const

/** The config's `i18n.translations.nl`; the admin's components read them with `t('site:…')`. */
export const adminTranslations = { site: nlAdminFields } as const
export type AdminTranslations = typeof adminTranslations
export type AdminTranslationKeys = NestedKeysStripped<AdminTranslations>

/**
 * Payload's own Dutch, where it reads as a word-for-word translation ('Nieuw(e) Afbeelding
 * aanmaken', 'Blok togglen', 'Zoeken op Titel Of URI') or tells a signed-in editor to sign in;
 * the config lays it over Payload's nl.
 */
export const payloadWording = {
  error: { unauthorized: 'Geen toegang. Log in met een account dat dit mag gebruiken.' },
  fields: {
    addNew: 'Toevoegen',
    addNewLabel: '{{label}} toevoegen',
    newLabel: '{{label}} (nieuw)',
    selectExistingLabel: 'Kies uit bestaande: {{label}}',
    toggleBlock: 'Blok open- of dichtklappen',
    uploadNewLabel: '{{label}} uploaden',
  },
  general: {
    createNewLabel: '{{label}} aanmaken',
    creatingNewLabel: '{{label}} aanmaken',
    or: 'of',
    searchBy: 'Zoek op {{label}}',
    // Payload's nl has a translator's prompt here instead of the word.
    restoring: 'Terugzetten…',
    // The site says 'je' (Payload's nl says 'u').
    changesNotSaved: 'Je wijzigingen zijn niet bewaard. Ga je weg, dan ben je ze kwijt.',
  },
  // Restoring a version makes it the newest draft (src/cms/restore-as-draft.ts): the wording says so.
  version: {
    restoreThisVersion: 'Herstel als concept',
    restoreAsDraft: 'Herstel als concept',
    confirmVersionRestoration: 'Versie herstellen als concept',
    aboutToRestore:
      '{{label}}: terug naar de versie van {{versionDate}}. Die wordt het nieuwste concept; de site verandert pas als je publiceert.',
    restoring: 'Herstellen…',
    restoredSuccessfully: 'De versie staat terug als concept. Publiceer haar om de site te wijzigen.',
    problemRestoringVersion: 'Deze versie kon niet worden hersteld.',
    compareVersions: 'Versies vergelijken',
    // Offline halen in the site's 'je', with the gentler way to end a vacancy.
    aboutToUnpublish:
      'Je haalt dit document offline: het verdwijnt van de site en blijft als concept bewaard. Wil je een vacature sluiten? Vul dan liever Geldig tot in: de pagina blijft dan bestaan met de melding dat de vacature gesloten is.',
    aboutToUnpublishSelection:
      'Je haalt alle geselecteerde {{label}} offline: ze verdwijnen van de site en blijven als concept bewaard. Weet je het zeker?',
    confirmUnpublish: 'Publicatie ongedaan maken',
    unpublishedSuccessfully: 'De publicatie is ongedaan gemaakt; het document is nu een concept.',
  },
} as const

const nlRedirects = {
  invalidSource:
    'Vul een adres op deze site in, bijvoorbeeld /vacatures/oude-titel (niet de homepage en niet /admin of /api).',
  invalidDestination: 'Vul een adres op deze site in (beginnend met /) of een volledig adres dat met https:// begint.',
  liveSource: 'Op dit adres staat een gepubliceerde pagina; een doorverwijzing zou nooit gebruikt worden.',
  loop: 'Deze doorverwijzing zou in een kringetje leiden: de bestemming verwijst (via andere doorverwijzingen) terug naar dit adres.',
  missingTarget: 'Kies het document waar deze doorverwijzing naartoe leidt.',
} as const

/** The ATS link (src/ats): the delivery job's errors, shown in the ATS view, and the refusals of its endpoints. */
const nlAts = {
  taskLabel: 'Sollicitatie of wijziging aan ATS doorgeven',
  errors: {
    notConfigured: 'De ATS-koppeling is niet ingesteld: zet ATS_WEBHOOK_URL en ATS_WEBHOOK_SECRET.',
    unreachable: (reason: string) => `Het ATS is niet bereikbaar (${reason}).`,
    timeout: (seconds: number) => `Het ATS antwoordde niet binnen ${seconds} seconden.`,
    refused: (status: number, answer: string) =>
      `Het ATS weigerde het bericht met status ${status}${answer ? `: ${answer}` : '.'}`,
  },
  refusals: {
    notConfigured: 'De ATS-koppeling is niet ingesteld.',
    missingSignature: 'Het verzoek mist de kopregels X-Koers-Timestamp en X-Koers-Signature.',
    invalidSignature: 'De handtekening van het verzoek klopt niet.',
    staleTimestamp:
      'Het tijdstip in X-Koers-Timestamp ligt meer dan vijf minuten van nu af. Onderteken het bericht opnieuw met het huidige tijdstip.',
    replay: 'Dit bericht is al ontvangen en wordt niet nog eens verwerkt.',
    notJson: 'Stuur het statusbericht als JSON, met Content-Type: application/json.',
    notObject: 'Het bericht moet een JSON-object zijn.',
    unknownField: (fields: string) => `Onbekend veld in het bericht: ${fields}.`,
    applicationId: 'applicationId moet een positief geheel getal zijn.',
    idempotencyKey: 'idempotencyKey moet de vorm application-<nummer> hebben.',
    status: (allowed: string) => `status moet een van deze waarden zijn: ${allowed}.`,
    changedAt: 'changedAt moet een datum en tijd zijn, bijvoorbeeld 2026-01-31T14:00:00Z.',
    noApplication: 'Noem de sollicitatie met applicationId of idempotencyKey.',
    mismatch: 'applicationId en idempotencyKey noemen verschillende sollicitaties.',
    unknownApplication: (id: number) => `Sollicitatie ${id} bestaat niet (meer).`,
    linkInvalid: 'Deze downloadlink is ongeldig.',
    linkExpired: 'Deze downloadlink is verlopen.',
    fileGone: 'Dit bestand bestaat niet meer.',
  },
} as const

/** Refusals of Payload's REST and GraphQL API, in Payload's error shape ({ errors: [{ message }] }). */
const nlApi = {
  whereNotObject: 'De parameter where moet een voorwaarde per veld zijn, bijvoorbeeld where[title][equals]=Kok.',
  wholeNumber: (name: string, max: number) => `De parameter ${name} moet een geheel getal zijn van hoogstens ${max}.`,
  notFound: 'Niet gevonden.',
  unsupportedType: 'Dit soort inhoud wordt niet aangenomen: stuur JSON of een formulier.',
  invalidJson: 'De inhoud is geen geldige JSON.',
  unreadable: 'De inhoud kon niet worden gelezen.',
  invalidDate: (field: string) => `Vul voor ${field} een geldige datum in, bijvoorbeeld 2026-01-31.`,
  invalidNumber: (field: string) => `Vul voor ${field} een getal in.`,
  locationOperator: (operator: string, field: string) =>
    `De vergelijking ${operator} kan alleen op een locatie, en ${field} is geen locatie.`,
  graphqlSignedIn: 'GraphQL is alleen beschikbaar voor ingelogde redacteuren.',
  graphqlNoQuery: 'Stuur een GraphQL-verzoek als JSON met een query.',
  graphqlInvalid: (reason: string) => `Deze GraphQL-query is ongeldig: ${reason}`,
  graphqlOneOperation: 'Stuur één GraphQL-operatie per verzoek.',
  graphqlTooDeep: 'Deze GraphQL-query is te diep genest.',
  graphqlTooManyAliases: 'Deze GraphQL-query gebruikt te veel aliassen.',
  duplicateRowId:
    'Deze rij heeft hetzelfde id als een eerdere rij. Geef elke rij of elk blok een eigen id, of laat het id weg.',
} as const

const nlDuplicate = {
  titleSuffix: ' (kopie)',
} as const

/** The alert's frequency choice, which the browser's form field shows. */
export const nlAlertForm = {
  frequency: 'Hoe vaak wil je mail?',
  daily: 'Dagelijks',
  weekly: 'Wekelijks',
} as const

const nlAlerts = {
  search: {
    all: 'alle vacatures',
    term: (term: string) => `zoekterm "${term}"`,
    filter: (label: string, value: string) => `${label.toLowerCase()} ${value}`,
    near: (km: number, place: string) => `binnen ${km} km van ${place}`,
  },
  form: {
    title: 'Ontvang deze vacatures per e-mail',
    intro: (search: string) => `Nieuwe vacatures voor ${search} in je mailbox, zodra ze er zijn.`,
    /** Without a search or filter: every new vacancy. */
    introAll: 'Alle nieuwe vacatures in je mailbox, zodra ze er zijn.',
    formLabel: 'Vacature-alert',
    email: 'E-mailadres',
    consent:
      'Je krijgt eerst een mail om je aanmelding te bevestigen. We gebruiken je e-mailadres alleen voor deze alert en bewaren het tot je je afmeldt; afmelden kan in elke mail.',
    privacy: 'Lees onze privacyverklaring',
    submit: 'Vacature-alert aanmaken',
    ...nlAlertForm,
  },
  errors: {
    frequency: 'Kies dagelijks of wekelijks.',
    invalidLink: 'Deze link is ongeldig. Gebruik de link uit de laatste e-mail van je vacature-alert.',
    expiredLink: 'Deze bevestigingslink is verlopen. Meld je opnieuw aan voor de vacature-alert.',
    notFound: 'Deze vacature-alert bestaat niet meer. Misschien heb je je al afgemeld.',
    unauthorised: 'Log in als redacteur om alerts te versturen.',
  },
  requested: {
    title: 'Bevestig je vacature-alert',
    text: 'We hebben je een e-mail gestuurd. Klik op de link in die mail om je vacature-alert te bevestigen; pas daarna sturen we vacatures.',
    expiry: 'Bevestig je de aanmelding niet binnen zeven dagen, dan verwijderen we je e-mailadres.',
  },
  confirm: {
    title: 'Vacature-alert bevestigen',
    text: (search: string) => `Bevestig dat je nieuwe vacatures voor ${search} per e-mail wilt ontvangen.`,
    button: 'Ja, stuur mij deze vacatures',
    /** The link opened again after confirming: nothing to do any more. */
    alreadyConfirmed: (search: string) =>
      `Je vacature-alert voor ${search} is al bevestigd. Je hoeft niets meer te doen.`,
    manageLink: 'Bekijk of wijzig je vacature-alert',
  },
  manage: {
    title: 'Je vacature-alert',
    confirmed: 'Je vacature-alert is bevestigd. Je ontvangt alleen mail als er nieuwe vacatures zijn.',
    saved: 'Je wijziging is opgeslagen.',
    search: 'Zoekopdracht',
    viewSearch: 'Bekijk de vacatures van deze zoekopdracht',
    frequency: 'Hoe vaak wil je mail?',
    save: 'Opslaan',
    stopTitle: 'Geen mail meer?',
    stopText: 'Afmelden verwijdert je vacature-alert en je e-mailadres direct.',
    stop: 'Afmelden',
  },
  unsubscribed: {
    title: 'Je bent afgemeld',
    text: 'Je vacature-alert en je e-mailadres zijn verwijderd. Je ontvangt van deze alert geen mail meer.',
    again: 'Zoek opnieuw in onze vacatures',
  },
  mail: {
    confirmSubject: 'Bevestig je vacature-alert',
    confirmText: (brand: string, link: string) =>
      `Hallo,\n\nJe hebt je aangemeld voor een vacature-alert van ${brand}. Bevestig je aanmelding via deze link:\n\n${link}\n\nDe link werkt zeven dagen. Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging sturen we niets en verwijderen we je e-mailadres na zeven dagen.\n\nMet vriendelijke groet,\n${brand}`,
    confirmButton: 'Vacature-alert bevestigen',
    digestSubject: (count: number, search: string) =>
      count === 1 ? `1 nieuwe vacature voor ${search}` : `${count} nieuwe vacatures voor ${search}`,
    digestIntro: (count: number, search: string) =>
      count === 1 ? `Er is 1 nieuwe vacature voor ${search}:` : `Er zijn ${count} nieuwe vacatures voor ${search}:`,
    more: (count: number) => `Bekijk alle vacatures van je zoekopdracht (${count} nieuw)`,
    manage: 'Alert wijzigen of afmelden',
    footer: (brand: string) => `Je ontvangt deze mail omdat je een vacature-alert van ${brand} hebt bevestigd.`,
  },
  admin: {
    title: 'Alerts per zoekopdracht',
    search: 'Zoekopdracht',
    confirmed: 'Actief',
    daily: 'Dagelijks',
    weekly: 'Wekelijks',
    pending: 'Wacht op bevestiging',
    empty: 'Nog geen vacature-alerts.',
  },
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

/** The admin's status message panel (a client component): its labels only, not the templates. */
export const nlStatusMessagePanel = {
  subject: 'Onderwerp',
  send: 'Stuur de sollicitant een bericht',
  sendDescription: (status: string) =>
    `De status wordt ${status}. Dit bericht gaat een minuut na het opslaan naar de sollicitant, met de persoonlijke link naar de sollicitatie eronder; tot dan kun je het tegenhouden met 'Niet versturen'.`,
  noTemplate: 'Voor deze status is geen bericht ingesteld; je kunt er hier zelf een schrijven.',
  loading: 'Bericht wordt geladen…',
  loadError: 'Het bericht kon niet worden geladen.',
  preview: 'Voorbeeld',
  bulkField: 'Bericht aan de sollicitanten',
  bulkDescription: (status: string) =>
    `De status wordt ${status}. Elke gekozen sollicitant krijgt dit bericht bij het opslaan, met {naam}, {vacature} en {recruiter} voor die sollicitant ingevuld.`,
  bulkPickStatus: 'Kies ook het veld Status: het bericht hoort bij de nieuwe status.',
  bulkNone: 'Zonder vinkje krijgen de sollicitanten geen bericht over de nieuwe status.',
  queued: 'Bericht aan de sollicitant gaat over 1 minuut weg',
  cancel: 'Niet versturen',
  refusals: {
    notAllowed: 'Log in om het bericht bij een status te zien.',
    status: 'Kies een bestaande status.',
    notFound: 'Deze sollicitatie bestaat niet meer.',
  },
} as const

/** The recruiters' other messages, beside the one per status. */
export const nlMailTemplates = {
  singular: 'E-mailsjabloon',
  plural: 'E-mailsjablonen',
  description:
    'Berichten om uit te kiezen naast het standaardbericht per status, zoals een afwijzing na een gesprek of na het cv, of een verzoek om een diploma. Gebruik {naam}, {vacature} en {recruiter}.',
  title: 'Naam',
  titleDescription: 'Zoals de recruiter het sjabloon kiest, bijvoorbeeld ‘Afwijzing na gesprek’.',
  status: 'Bij status',
  statusDescription:
    'Aangeboden als een sollicitatie deze status krijgt. Elk sjabloon staat ook klaar bij ‘E-mail sturen’.',
  subject: 'Onderwerp',
  body: 'Bericht',
  choose: 'Sjabloon',
  standard: 'Standaardbericht voor deze status',
  freeText: 'Eigen tekst',
} as const

/** An application's timeline in the admin: its statuses, every mail to or about the applicant, the notes. */
export const nlTimeline = {
  title: 'Tijdlijn',
  entry: 'Tijdlijnregel',
  empty: 'Nog niets vastgelegd.',
  loading: 'Tijdlijn wordt geladen…',
  loadError: 'De tijdlijn kon niet worden geladen.',
  status: (status: string) => `Status: ${status}`,
  by: (name: string) => `door ${name}`,
  automatic: 'automatisch',
  to: (address: string) => `Aan ${address}`,
  showText: 'Toon de tekst',
  states: { scheduled: 'Gaat over 1 minuut weg', sent: 'Verstuurd', cancelled: 'Niet verstuurd' },
  kinds: { mail: 'E-mail', note: 'Notitie' },
  cancel: 'Niet versturen',
  cancelled: 'Het bericht gaat niet weg.',
  mail: {
    open: 'E-mail sturen',
    intro:
      'Een bericht aan de sollicitant zonder de status te wijzigen, met de persoonlijke link eronder. Het gaat een minuut na het versturen weg.',
    subject: 'Onderwerp',
    body: 'Bericht',
    send: 'Versturen',
    sending: 'Bezig…',
    close: 'Sluiten',
    failed: 'Het bericht kon niet worden klaargezet. Probeer het opnieuw.',
  },
  note: {
    label: 'Notitie',
    add: 'Notitie toevoegen',
    added: 'De notitie staat op de tijdlijn.',
    failed: 'De notitie kon niet worden bewaard. Probeer het opnieuw.',
  },
  cancelFailed: 'Dit bericht is al verstuurd of wordt nu verstuurd.',
  refusals: {
    notAllowed: 'Log in om de tijdlijn van een sollicitatie te zien.',
    notFound: 'Deze sollicitatie of dit bericht bestaat niet (meer).',
    gone: 'Dit bericht is al verstuurd of wordt nu verstuurd; het kan niet meer worden tegengehouden.',
  },
  fields: {
    application: 'Sollicitatie',
    kind: 'Soort',
    state: 'Stand',
    recipient: 'Soort bericht',
    to: 'Aan',
    subject: 'Onderwerp',
    body: 'Tekst',
    author: 'Door',
    authorName: 'Naam van de schrijver',
    at: 'Tijdstip',
    job: 'Taak in de mailwachtrij',
  },
} as const

const nlStatusMessages = {
  global: 'Statusberichten',
  description:
    'Het bericht dat een recruiter de sollicitant kan sturen als de status van een sollicitatie verandert. Gebruik {naam}, {vacature} en {recruiter}; laat het bericht leeg om bij die status niets voor te stellen.',
  body: 'Bericht',
  defaults: {
    new: {
      subject: 'We hebben je sollicitatie ontvangen',
      body: 'Beste {naam},\n\nBedankt voor je sollicitatie op {vacature}. We hebben alles goed ontvangen en nemen binnenkort contact met je op.\n\nMet vriendelijke groet,\n{recruiter}',
    },
    inProgress: {
      subject: 'Je sollicitatie is in behandeling',
      body: 'Beste {naam},\n\nWe hebben je sollicitatie op {vacature} in behandeling genomen. We laten je zo snel mogelijk weten wat de volgende stap is.\n\nMet vriendelijke groet,\n{recruiter}',
    },
    invited: {
      subject: 'Uitnodiging voor een gesprek',
      body: 'Beste {naam},\n\nGraag nodigen we je uit voor een gesprek over {vacature}. We bellen of mailen je om een moment af te spreken.\n\nMet vriendelijke groet,\n{recruiter}',
    },
    hired: {
      subject: 'Gefeliciteerd!',
      body: 'Beste {naam},\n\nGoed nieuws: we gaan met je verder voor {vacature}. We nemen contact met je op over de afspraken en je eerste werkdag.\n\nMet vriendelijke groet,\n{recruiter}',
    },
    rejected: {
      subject: 'Je sollicitatie',
      body: 'Beste {naam},\n\nBedankt voor je interesse in {vacature}. Na zorgvuldige afweging gaan we niet met je verder voor deze vacature. We wensen je veel succes bij het vinden van een passende baan.\n\nMet vriendelijke groet,\n{recruiter}',
    },
    withdrawn: {
      subject: 'Je sollicitatie is ingetrokken',
      body: 'Beste {naam},\n\nJe sollicitatie op {vacature} is ingetrokken. Wil je later toch weer solliciteren, dan ben je van harte welkom.\n\nMet vriendelijke groet,\n{recruiter}',
    },
    closed: { subject: '', body: '' },
  },
  openApplication: 'een open sollicitatie',
  ...nlStatusMessagePanel,
} as const

/**
 * Pay transparency (Wet implementatie Richtlijn loontransparantie, from 1 January 2027): the salary
 * fields of a vacancy and why publishing is refused. Amounts arrive formatted ('€ 3.200').
 */
const nlPay = {
  law: 'Wet implementatie Richtlijn loontransparantie',
  fields: {
    group: 'Salaris (bruto)',
    groupDescription:
      'Verplicht om te publiceren of te plannen: een vast bedrag (alleen ‘Vanaf’) of een bandbreedte, en per uur, maand of jaar. Vage termen als ‘marktconform’ of ‘in overleg’ zijn niet toegestaan.',
    min: 'Vanaf (of vast bedrag)',
    max: 'Tot en met',
    unit: 'Per',
    units: { HOUR: 'Uur', MONTH: 'Maand', YEAR: 'Jaar' },
    cao: 'Collectieve arbeidsovereenkomst (cao)',
    caoDescription: 'Bijvoorbeeld cao Metaal en Techniek. Staat bij het salaris op de vacaturepagina.',
    caoScale: 'Schaal',
    caoScaleDescription: 'De schaal of functiegroep in die cao, bijvoorbeeld schaal 7.',
    youthWage: 'Dit is een jeugdloon',
    youthWageDescription:
      'Vink aan als het uurloon onder het wettelijk minimumloon voor 21 jaar en ouder ligt omdat de functie voor jongeren is.',
  },
  problems: {
    missing:
      'Vul het salaris in: een vast bedrag of een bandbreedte. Zonder concreet salaris mag een vacature niet online (Wet implementatie Richtlijn loontransparantie, vanaf 1 januari 2027).',
    unitMissing: 'Kies of het salaris per uur, per maand of per jaar is.',
    minAboveMax: 'Het maximum is lager dan het minimum. Vul de bandbreedte van laag naar hoog in.',
    implausible: (amount: string, unit: string, lowest: string, highest: string) =>
      `${amount} ${unit} is geen aannemelijk brutosalaris. Vul een bedrag tussen ${lowest} en ${highest} ${unit} in, of kies een andere eenheid.`,
    belowMinimumWage: (amount: string, minimum: string) =>
      `${amount} per uur ligt onder het wettelijk minimumloon voor 21 jaar en ouder (${minimum} per uur). Vink ‘Dit is een jeugdloon’ aan als dat klopt, of pas het bedrag aan.`,
    vague: (term: string) =>
      `‘${term}’ is geen concreet salaris en mag niet meer in een vacature staan. Noem het bedrag of de bandbreedte in de salarisvelden.`,
  },
  /** Why a vacancy is listed under 'Vacatures zonder salaris', short. */
  reasons: {
    missing: 'Geen salaris',
    unitMissing: 'Geen eenheid (per uur, maand of jaar)',
    minAboveMax: 'Minimum hoger dan maximum',
    implausible: (amount: string, unit: string) => `Onwaarschijnlijk bedrag: ${amount} ${unit}`,
    belowMinimumWage: (amount: string) => `${amount} per uur: onder het minimumloon, niet als jeugdloon bevestigd`,
    vague: (term: string) => `Vage term: ${term}`,
  },
  missingView: {
    title: 'Vacatures zonder salaris',
    intro:
      'Vacatures, concepten meegerekend, die zonder concreet salaris niet online mogen (Wet implementatie Richtlijn loontransparantie, vanaf 1 januari 2027). De import uit de vacaturefeed houdt zulke vacatures als concept of sluit ze. Vul het salaris in en publiceer.',
    columns: { title: 'Vacature', status: 'Status', source: 'Herkomst', reasons: 'Reden' },
    status: { draft: 'Concept', published: 'Gepubliceerd', closed: 'Gesloten' },
    source: { feed: 'Vacaturefeed', editor: 'Redactie' },
    count: (count: number) =>
      count === 1 ? '1 vacature zonder concreet salaris' : `${count} vacatures zonder concreet salaris`,
    empty: 'Alle vacatures hebben een concreet salaris.',
    dashboard: (count: number) => `Vacatures zonder salaris: ${count}`,
  },
  neutralTitle: {
    warning: 'Deze titel is niet genderneutraal.',
    finding: (found: string, suggestion: string) =>
      suggestion ? `‘${found}’ wordt ‘${suggestion}’` : `‘${found}’ kan weg: een vacature is voor iedereen`,
    proposal: (title: string) => `Voorstel: ${title}`,
    help: 'Pas de titel zelf aan, of vul bij ‘Reden om de titel te houden’ in waarom hij zo blijft. De titel wordt nooit vanzelf gewijzigd.',
    dismissal: 'Reden om de titel te houden',
    dismissalDescription:
      'Alleen invullen als de titel met opzet zo blijft, bijvoorbeeld een eigennaam. Met een reden verdwijnt de melding en telt de vacature niet meer mee bij ‘Titel niet neutraal’.',
    dismissed: (reason: string) => `De titel blijft zo. Reden: ${reason}`,
  },
  flags: {
    titleNotNeutral: 'Titel niet neutraal',
    salaryMissing: 'Salaris ontbreekt',
    description: 'Wordt bij elk opslaan bepaald; filter er in de lijst op.',
    yes: 'Ja',
    salaryPerMonth: 'Salaris per maand, ten hoogste (afgeleid, voor het filter ‘Salaris vanaf’)',
  },
} as const

export const nlAttention = {
  title: 'Wat aandacht vraagt',
  newPerVacancy: 'Nieuwe sollicitaties per vacature',
  noNew: 'Geen nieuwe sollicitaties.',
  openApplication: 'Open sollicitaties',
  overdue: (days: number) => `Zonder reactie na ${days} werkdagen`,
  overdueCount: (count: number) =>
    count === 1 ? '1 sollicitatie wacht nog op een reactie' : `${count} sollicitaties wachten nog op een reactie`,
  noOverdue: 'Alle sollicitaties hebben binnen vijf werkdagen een reactie gekregen.',
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
  admin: {
    singular: 'Personeelsaanvraag',
    plural: 'Personeelsaanvragen',
    description: 'Aanvragen van werkgevers via de website. Ze worden een jaar na ontvangst automatisch verwijderd.',
    owner: 'Eigenaar',
    ownerDescription:
      'Wie de aanvraag oppakt. Zet je de status verder zonder eigenaar, dan word jij de eigenaar. Een nieuwe aanvraag zonder eigenaar staat na een werkdag op het dashboard.',
    ownerName: 'Eigenaar (naam)',
    noOwner: 'Nog niemand',
    internalNotes: 'Interne notities',
    internalNotesDescription: 'Alleen voor collega’s; de klant ziet dit nooit.',
    deleteAfterDescription: 'Een jaar na ontvangst.',
    accountManager: 'Accountmanager',
    accountManagerDescription:
      'Krijgt de personeelsaanvragen voor deze sector en staat als contactpersoon op de labelpagina. Leeg: de aanvragen gaan naar het meldingsadres uit de site-instellingen.',
    labelSector: 'Sector van het label',
    labelSectorDescription:
      'De sector van dit label: de labelpagina toont de vacatures, de accountmanager en een succesverhaal van deze sector.',
    storySector: 'Sector van de klant',
    requestSector: 'Sector van de aanvraag',
    employersPage: 'Pagina voor werkgevers',
    employersPageDescription:
      'De overzichtspagina met de diensten voor werkgevers. Na een personeelsaanvraag of een zakelijk contactbericht tonen we de diensten van deze pagina.',
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

export const nl = {
  site: nlSite,
  shell: nlShell,
  notFound: nlNotFound,
  errors: nlErrors,
  home: nlHome,
  cards: nlCards,
  lists: nlLists,
  pagination: nlPagination,
  references: nlReferences,
  content: nlContent,
  carousel: nlCarousel,
  vacancy: nlVacancy,
  application: nlApplication,
  applicant: nlApplicant,
  social: nlSocial,
  seo: nlSeo,
  thankYou: nlThankYou,
  forms: nlForms,
  admin: nlAdmin,
  redirects: nlRedirects,
  api: nlApi,
  ats: nlAts,
  duplicate: nlDuplicate,
  alerts: nlAlerts,
  saved: nlSaved,
  statusMessages: nlStatusMessages,
  attention: nlAttention,
  pay: nlPay,
  employers: nlEmployers,
} as const
