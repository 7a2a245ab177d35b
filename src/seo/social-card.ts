/**
 * What a generated social card shows (tag, title, facts), and text made safe for its font. Pure.
 */
import { inlineMarkupToText } from '@/content/inline-markup'
import type { ResolvedPage } from '@/data/page-types'
import { vacancyPlaceText } from '@/geo/vacancy-places'

export type SocialCardContent = { tag: string | null; title: string; facts: string[] }

/**
 * Characters the card's font (Inter, Latin subset) draws. The image renderer would fetch a font
 * from the network for any other character; this site fetches nothing, so those are replaced.
 */
const DRAWABLE =
  /[\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2212]/u

/** Text the card's font can draw: accents of other Latin letters dropped, anything else left out. */
export function toDrawableText(text: string): string {
  let result = ''
  for (const char of text.normalize('NFC')) {
    if (DRAWABLE.test(char)) result += char
    else if (/\s/u.test(char)) result += ' '
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      if ([...base].every((part) => DRAWABLE.test(part))) result += base
    }
  }
  return result.replace(/\s+/g, ' ').trim()
}

/** Cards keep long titles to three lines. */
const MAX_TITLE = 90

function cut(text: string, length: number): string {
  if (text.length <= length) return text
  const words = text.slice(0, length - 1)
  return `${words.slice(0, words.lastIndexOf(' ') > length / 2 ? words.lastIndexOf(' ') : undefined)}…`
}

export type CardLabels = { vacancy: string; label: string; successStory: string; news: string; experience: string }

export function buildSocialCardContent(page: ResolvedPage, labels: CardLabels): SocialCardContent {
  const title = (text: string) => cut(toDrawableText(text), MAX_TITLE)
  const facts = (values: Array<string | null | undefined>) =>
    values.map((value) => toDrawableText(value ?? '')).filter(Boolean)
  switch (page.pageType) {
    case 'vacancy': {
      const vacancy = page.doc
      return {
        tag: labels.vacancy,
        title: title(vacancy.title),
        facts: facts([vacancy.vacancyCompany, vacancyPlaceText(vacancy)]),
      }
    }
    case 'label':
      return { tag: labels.label, title: title(page.doc.labelTitle || page.doc.title), facts: [] }
    case 'successStory':
      return { tag: labels.successStory, title: title(page.doc.title), facts: [] }
    case 'newsArticle':
      return { tag: labels.news, title: title(page.doc.title), facts: [] }
    case 'experience':
      return { tag: labels.experience, title: title(page.doc.title), facts: [] }
    default:
      return { tag: null, title: title(inlineMarkupToText(page.doc.title)), facts: [] }
  }
}
