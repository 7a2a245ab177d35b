/**
 * A news subject's slug: its name in the news list's address ('/nieuws?subject=arbeidsmarkt').
 * Made by the site's one slug rule, as one segment (no '/'). No server imports: the browser
 * bundle reads the URL with it too.
 */
import { slugify } from '@/routing/uri'

/** Lower case, ASCII, words joined by hyphens: 'Koers Groep' → 'koers-groep', 'Carrière' → 'carriere'. */
export function subjectSlug(input: string): string {
  return slugify(input.replace(/\//g, ' '))
}

/** The slugs subjectSlug writes, and nothing else: what a URL's subject must look like. */
export const SUBJECT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An old link's subject: a database id, as the list's addresses once carried it ('?subject=3'). */
export const LEGACY_SUBJECT_ID_PATTERN = /^[1-9][0-9]{0,9}$/

/**
 * The slug an old link's subject id stands for, or null: when the value is an id (all digits)
 * and no subject has it as its slug, the subject with that id. Such links are sent on to the slug.
 */
export function slugOfLegacySubject(
  value: string,
  subjects: ReadonlyArray<{ id: number; slug?: string | null }>,
): string | null {
  if (!LEGACY_SUBJECT_ID_PATTERN.test(value) || subjects.some((subject) => subject.slug === value)) return null
  return subjects.find((subject) => String(subject.id) === value)?.slug || null
}

/** A subject slug that no subject has: made up, as no link of the site carries it. */
export function isMadeUpSubject(slug: string, subjects: ReadonlyArray<{ slug?: string | null }>): boolean {
  return !subjects.some((subject) => subject.slug === slug)
}
