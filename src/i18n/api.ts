/**
 * The Dutch of the machine-facing answers: refusals of Payload's REST and GraphQL API, and the ATS
 * link's errors and refusals. Server code only.
 */
/** The ATS link (src/ats): the delivery job's errors, shown in the ATS view, and the refusals of its endpoints. */
export const nlAts = {
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
export const nlApi = {
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
