import type { Field, GroupField } from 'payload'

/** Collections a link of type 'entry' may point to: every routable collection. */
const ROUTABLE_COLLECTIONS = ['pages', 'news', 'experiences', 'successStories', 'labels', 'vacancies'] as const

type LinkFieldOptions = { name?: string; label?: string; required?: boolean }

/**
 * The one link field of the site: an entry (a relation to a routable document) or a custom URL,
 * with its text and whether it opens in a new tab.
 */
export function linkField({ name = 'link', label = 'Link', required = false }: LinkFieldOptions = {}): GroupField {
  const fields: Field[] = [
    {
      name: 'type',
      type: 'radio',
      label: 'Soort link',
      defaultValue: 'entry',
      options: [
        { label: 'Pagina op deze site', value: 'entry' },
        { label: 'Eigen URL', value: 'custom' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'reference',
      type: 'relationship',
      label: 'Pagina',
      relationTo: [...ROUTABLE_COLLECTIONS],
      required,
      admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
    },
    {
      name: 'url',
      type: 'text',
      label: 'URL',
      required,
      admin: { condition: (_, sibling) => sibling?.type === 'custom' },
    },
    { name: 'text', type: 'text', label: 'Linktekst', required },
    { name: 'newTab', type: 'checkbox', label: 'Openen in nieuw tabblad', defaultValue: false },
  ]
  return { name, label, type: 'group', fields }
}
