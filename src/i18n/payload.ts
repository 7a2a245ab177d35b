/**
 * Texts handed to Payload: the config's `i18n.translations.nl` (`adminTranslations`, which the
 * admin's components read through Payload; they import its types only) and the wording laid over
 * Payload's own Dutch.
 */
import type { NestedKeysStripped } from '@payloadcms/translations'

/**
 * The admin's own client components: the key visual's title field and the export button. Payload's
 * translations carry them to the admin (`adminTranslations`), so no page of the site downloads them.
 */
export const nlAdminFields = {
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
