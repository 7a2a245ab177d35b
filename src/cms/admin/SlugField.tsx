'use client'

import {
  TextField,
  useConfig,
  useDebounce,
  useDocumentInfo,
  useField,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useRef, useState } from 'react'

import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/nl'
import { buildUri, HOME_URI, slugify, uriToPath } from '@/routing/uri'

type Props = TextFieldClientProps & { prefix: string }

/** How long typing pauses before the address a new document would get is asked for. */
const PAUSE_MS = 300

/**
 * The slug with the address it makes, shown before saving. On a new document the slug follows the
 * title (until the editor types one of their own) and is made free as saving makes it: a second
 * vacancy with the same title gets '-2', which the editor sees here, not after a refused save.
 */
export function SlugField({ prefix, ...props }: Props) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { value, setValue } = useField<string>({ path: props.path })
  const title = useFormFields(([fields]) => fields.title?.value)
  const typed = useDebounce(`${typeof title === 'string' ? title : ''}\u0000${value ?? ''}`, PAUSE_MS)
  // The slug this field filled in itself: while the value is that (or empty), it follows the title.
  const filledIn = useRef('')
  const [upcoming, setUpcoming] = useState<{ typed: string; path: string } | null>(null)

  useEffect(() => {
    if (id !== undefined || !collectionSlug) return
    const [titleText, slugText] = typed.split('\u0000')
    const following = !slugText || slugText === filledIn.current
    const query = new URLSearchParams(following ? { titel: titleText } : { slug: slugText })
    if (!(following ? titleText : slugText).trim()) return
    const abort = new AbortController()
    const url = formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}/vrij-adres?${query}` })
    fetch(url, { credentials: 'include', signal: abort.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ slug: string; path: string }>) : null))
      .then((answer) => {
        if (!answer) return
        if (following) {
          filledIn.current = answer.slug
          setValue(answer.slug)
        }
        setUpcoming({ typed: following ? answer.slug : slugText, path: answer.path })
      })
      .catch(() => {
        // Aborted by the next keystroke, or offline: saving still makes the slug free.
      })
    return () => abort.abort()
  }, [typed, id, collectionSlug, config.routes.api, setValue])

  const slug = typeof value === 'string' ? value.trim() : ''
  const own = slug ? uriToPath(buildUri(prefix, slug === HOME_URI ? HOME_URI : slugify(slug))) : null
  const renamed = id === undefined && upcoming && upcoming.typed === value && upcoming.path !== own
  return (
    <div className="slug-field">
      <TextField {...props} />
      {own ? (
        <p className="field-description" aria-live="polite" style={{ marginTop: 'calc(var(--base) / -2)' }}>
          {renamed
            ? t('site:address:renamed', { path: upcoming.path })
            : t(id === undefined ? 'site:address:upcoming' : 'site:address:current', { path: own })}
        </p>
      ) : null}
    </div>
  )
}
