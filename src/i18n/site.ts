/**
 * The public site's texts that only the server renders: pages, validation errors, mails. Server
 * code reads them through `nl` (src/i18n/nl.ts); no client component imports this file.
 */
import {
  nlAlertForm,
  nlApplicationStatuses,
  nlFormFields,
  nlFormLabels,
  nlVacancyCard,
  nlVacancyFilters,
} from './browser'

export const nlNotFound = {
  oops: 'Oeps...',
  code: '404',
  title: 'Pagina niet gevonden',
  text: 'Sorry, de pagina die u zoekt kon niet worden gevonden.',
  homeLink: 'Terug naar de homepage',
} as const

export const nlHome = {
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

export const nlCards = {
  news: 'Nieuws',
  readMore: 'Lees verder',
  viewStory: 'Bekijk verhaal',
  viewLabel: 'Bekijk label',
  successStory: 'Succesverhaal',
  label: 'Label',
  publishedOn: (date: string) => `Gepubliceerd op ${date}`,
} as const

export const nlPagination = {
  label: 'Paginering',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  page: (page: number) => `Pagina ${page}`,
} as const

export const nlReferences = {
  title: 'Onze verhalen',
  subtitle: 'Ervaringen van professionals',
} as const

export const nlVacancy = {
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

export const nlApplication = {
  openTitle: 'Open sollicitatie',
  applyFor: 'Solliciteer op',
  closedNote: 'Deze vacature staat niet meer open. Je kunt hieronder wel een open sollicitatie sturen.',
  /** On the page after sending: which vacancy, and the mail with the personal link. */
  receivedFor: 'Je sollicitatie is verstuurd op de vacature',
  receivedMail:
    'We hebben je een e-mail gestuurd met een persoonlijke link naar je sollicitatie. Daarmee zie je hoe het ervoor staat, stuur je documenten na of trek je je sollicitatie in. Niets ontvangen? Kijk ook in je map met ongewenste e-mail.',
} as const

export const nlApplicant = {
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

export const nlSocial = {
  vacancy: 'Vacature',
  label: 'Label',
  successStory: 'Succesverhaal',
  news: 'Nieuws',
  experience: 'Ervaring',
} as const

export const nlSeo = {
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

export const nlThankYou = {
  title: 'Bedankt!',
  text: 'We hebben je bericht ontvangen en nemen zo snel mogelijk contact met je op.',
  nextSteps: {
    title: 'Wat kun je nu doen?',
    vacancies: 'Bekijk meer vacatures',
    alert: 'Stel een vacature-alert in',
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

export const nlForms = {
  required: '(verplicht)',
  labels: nlAllFormLabels,
  submit: 'Versturen',
  submitApplication: 'Verstuur sollicitatie',
  formLabel: {
    contact: 'Contactformulier',
    businessContact: 'Contactformulier voor bedrijven',
    application: 'Sollicitatieformulier',
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

export const nlAlerts = {
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
} as const
