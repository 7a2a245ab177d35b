import type { RequiredDataFromCollectionSlug } from 'payload'

import { type SeedContext, upsert } from '../context'

type Template = RequiredDataFromCollectionSlug<'mailTemplates'>

/**
 * The recruiters' templates beside the standard message per status: two ways to reject and to
 * invite, so the choice shows when an application gets that status, and one without a status for
 * 'E-mail sturen'.
 */
const TEMPLATES: Template[] = [
  {
    title: 'Afwijzing na cv',
    status: 'rejected',
    subject: 'Je sollicitatie op {vacature}',
    body: 'Beste {naam},\n\nDank je wel voor je sollicitatie op {vacature}. We hebben je cv met aandacht gelezen, maar zoeken voor deze functie iemand met een andere achtergrond. We houden je graag op de hoogte van andere vacatures.\n\nMet vriendelijke groet,\n{recruiter}',
  },
  {
    title: 'Afwijzing na gesprek',
    status: 'rejected',
    subject: 'Na ons gesprek over {vacature}',
    body: 'Beste {naam},\n\nDank je wel voor het prettige gesprek over {vacature}. We hebben gekozen voor een andere kandidaat, van wie de ervaring net iets beter past. Wil je horen waarom? Bel of mail me gerust.\n\nMet vriendelijke groet,\n{recruiter}',
  },
  {
    title: 'Uitnodiging telefonisch gesprek',
    status: 'invited',
    subject: 'Even bellen over {vacature}?',
    body: 'Beste {naam},\n\nJe sollicitatie op {vacature} spreekt ons aan. Ik bel je graag kort om kennis te maken. Laat je weten wanneer het je uitkomt?\n\nMet vriendelijke groet,\n{recruiter}',
  },
  {
    title: 'Uitnodiging gesprek op kantoor',
    status: 'invited',
    subject: 'Uitnodiging voor een gesprek over {vacature}',
    body: 'Beste {naam},\n\nWe nodigen je graag uit voor een gesprek op ons kantoor over {vacature}. Stuur je een paar momenten waarop je kunt?\n\nMet vriendelijke groet,\n{recruiter}',
  },
  {
    title: 'Verzoek om diploma',
    subject: 'Je diploma voor {vacature}',
    body: 'Beste {naam},\n\nWil je een kopie van je diploma sturen? Dan kunnen we je sollicitatie op {vacature} verder bekijken.\n\nMet vriendelijke groet,\n{recruiter}',
  },
]

/** The demo's message templates, found again by their name. */
export async function seedMailTemplates({ payload }: SeedContext): Promise<void> {
  for (const template of TEMPLATES) {
    await upsert(payload, 'mailTemplates', { title: { equals: template.title } }, template)
  }
}
