/**
 * The admin's Dutch: labels, views, panels, refusals and default messages of the editors' and
 * recruiters' tools. Server code reads them through `nl`; the admin's client components import
 * their sections from here. No page of the public site imports this file.
 */
/** The admin's button on an application that replaces the applicant's personal link and mails the new one. */
export const nlNewApplicantLinkPanel = {
  button: 'Nieuwe persoonlijke link sturen',
  explanation:
    'De sollicitant krijgt een e-mail met een nieuwe link naar de eigen sollicitatie. Links uit eerdere e-mails werken daarna niet meer.',
  sending: 'Bezig met versturen…',
  sent: 'De nieuwe link is aangemaakt en wordt binnen enkele minuten gemaild. De vorige link werkt niet meer.',
  failed: 'Het is niet gelukt een nieuwe link te sturen. Probeer het opnieuw.',
} as const

export const nlAdmin = {
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
  exportsDescription: (retentionDays: number) =>
    `Elke export van sollicitaties of contactberichten, met wie hem maakte en het filter. Bestanden worden na ${retentionDays} dagen verwijderd.`,
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

export const nlRedirects = {
  invalidSource:
    'Vul een adres op deze site in, bijvoorbeeld /vacatures/oude-titel (niet de homepage en niet /admin of /api).',
  invalidDestination: 'Vul een adres op deze site in (beginnend met /) of een volledig adres dat met https:// begint.',
  liveSource: 'Op dit adres staat een gepubliceerde pagina; een doorverwijzing zou nooit gebruikt worden.',
  loop: 'Deze doorverwijzing zou in een kringetje leiden: de bestemming verwijst (via andere doorverwijzingen) terug naar dit adres.',
  missingTarget: 'Kies het document waar deze doorverwijzing naartoe leidt.',
} as const

export const nlDuplicate = {
  titleSuffix: ' (kopie)',
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
  /** A note from the single notes box applications had before the timeline: its writer was not kept. */
  earlierNote: 'Eerdere notitie',
  unknownAuthor: 'schrijver onbekend',
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

export const nlStatusMessages = {
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
  /** The status message endpoint's answers (src/forms/status-message.ts), read on the server only. */
  refusals: {
    notAllowed: 'Log in om het bericht bij een status te zien.',
    status: 'Kies een bestaande status.',
    notFound: 'Deze sollicitatie bestaat niet meer.',
  },
  ...nlStatusMessagePanel,
} as const

/**
 * Pay transparency (Wet implementatie Richtlijn loontransparantie, from 1 January 2027): the salary
 * fields of a vacancy and why publishing is refused. Amounts arrive formatted ('€ 3.200').
 */
export const nlPay = {
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
    dismissal: 'Reden om de titel te houden',
    dismissalDescription:
      'Alleen invullen als de titel met opzet zo blijft, bijvoorbeeld een eigennaam. Met een reden verdwijnt de melding en telt de vacature niet meer mee bij ‘Titel niet neutraal’.',
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

/** The pipeline board's own texts (a client component); the statuses and the message panel bring theirs. */
export const nlPipelineBoard = {
  move: 'Verplaats naar …',
  moveTitle: (name: string) => `${name} verplaatsen`,
  now: (status: string) => `Nu: ${status}.`,
  target: 'Naar status',
  confirm: 'Verplaatsen',
  close: 'Annuleren',
  pickFirst: 'Kies de nieuwe status; daarna zie je het bericht aan de sollicitant.',
  moving: 'Bezig met verplaatsen…',
  moved: (name: string, status: string) => `${name} verplaatst naar ${status}; er gaat geen bericht weg.`,
  movedWithMail: (name: string, status: string) => `${name} verplaatst naar ${status}; bericht gaat over 1 minuut weg.`,
  waiting: 'Bericht gaat over 1 minuut weg.',
  moveFailed: 'Verplaatsen is niet gelukt. Probeer het opnieuw.',
  cancelMail: 'Niet versturen',
  mailCancelled: (name: string) => `Het bericht aan ${name} gaat niet weg.`,
  cancelFailed: 'Het bericht kon niet meer worden tegengehouden.',
  empty: 'Geen sollicitaties.',
  count: (count: number) => (count === 1 ? '1 sollicitatie' : `${count} sollicitaties`),
  appliedOn: (date: string) => `Gesolliciteerd op ${date}`,
} as const

/** The admin's pipeline of a vacancy, its counts in the vacancies list, and 'Mijn sollicitaties'. */
export const nlPipeline = {
  title: (vacancy: string) => `Pijplijn: ${vacancy}`,
  notFoundTitle: 'Pijplijn',
  notFound: 'Deze vacature bestaat niet (meer) of je mag haar niet zien.',
  intro:
    'De sollicitaties op deze vacature per status, in de volgorde van het werk. Verplaats een sollicitatie met ‘Verplaats naar …’: net als bij het veld Status zie je eerst het bericht aan de sollicitant.',
  editVacancy: 'Vacature bewerken',
  inList: 'Sollicitaties in de lijst',
  field: 'Pijplijn',
  openBoard: 'Open de pijplijn',
  cellEmpty: 'Geen sollicitaties',
  cellLabel: (vacancy: string) => `Pijplijn van ${vacancy}`,
  /** The statuses in the vacancies list's compact column. */
  short: {
    new: 'Ontvangen',
    inProgress: 'In behandeling',
    invited: 'Gesprek',
    hired: 'Aangenomen',
    rejected: 'Afgewezen',
    withdrawn: 'Ingetrokken',
    closed: 'Afgerond',
  },
  perVacancy: 'Pijplijn per vacature',
  perVacancyNone: 'Nog geen sollicitaties op een vacature.',
  mine: {
    title: 'Mijn sollicitaties',
    intro:
      'De sollicitaties op de vacatures waarvan jij de recruiter bent: de recruiter met het e-mailadres van je account.',
    notRecruiter: (email: string) =>
      `Geen vacature heeft een recruiter met jouw e-mailadres (${email}). Zet bij Recruiters je eigen adres, of kies jezelf als recruiter bij een vacature.`,
    empty: 'Nog geen sollicitaties op jouw vacatures.',
    filter: 'Toon status',
    all: 'Alle statussen',
    show: 'Toon',
    count: (count: number) => (count === 1 ? '1 sollicitatie' : `${count} sollicitaties`),
    columns: { name: 'Sollicitant', vacancy: 'Vacature', applied: 'Gesolliciteerd op', board: 'Pijplijn' },
    board: 'Pijplijn',
    dashboard: (count: number) =>
      count === 1 ? '1 sollicitatie op jouw vacatures' : `${count} sollicitaties op jouw vacatures`,
  },
} as const

export const nlFormsAdmin = {
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
  emailNormalised: 'E-mailadres voor opzoeken',
  linkExpiresAt: 'Persoonlijke link geldig tot',
  linkExpiresAtDescription: (days: number) =>
    `Elke e-mail aan de sollicitant met de link verlengt die met ${days} dagen.`,
  newLink: {
    notAllowed: 'Je hebt geen toegang om een nieuwe link te sturen voor deze sollicitatie.',
    notFound: 'Deze sollicitatie bestaat niet (meer).',
    invalidId: 'Geef het nummer van een sollicitatie.',
  },
}

export const nlAlertsAdmin = {
  title: 'Alerts per zoekopdracht',
  search: 'Zoekopdracht',
  confirmed: 'Actief',
  daily: 'Dagelijks',
  weekly: 'Wekelijks',
  pending: 'Wacht op bevestiging',
  empty: 'Nog geen vacature-alerts.',
}

export const nlEmployersAdmin = {
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
}
