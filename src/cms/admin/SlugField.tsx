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
import { useEffect, useState } from 'react'

import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/payload'
import { buildUri, HOME_URI, slugify, uriToPath } from '@/routing/uri'

type Props = TextFieldClientProps & { prefix: string }

/** How long typing pauses before the address a new document would get is asked for. */
const PAUSE_MS = 300

/**
 * The slug with the address it makes, shown before saving. On a new document the address follows
 * the title (or the slug the editor types) and is made free as saving makes it: a second vacancy
 * with the same title shows '-2' here, not after a refused save. The slug itself is left as typed
 * (empty: saving derives it from the whole title), so a late answer never saves a stale one.
 */
export function SlugField({ prefix, ...props }: Props) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { value } = useField<string>({ path: props.path })
  const title = useFormFields(([fields]) => fields.title?.value)
  const slug = typeof value === 'string' ? value.trim() : ''
  const typed = useDebounce(slug || (typeof title === 'string' ? title.trim() : ''), PAUSE_MS)
  const [upcoming, setUpcoming] = useState<{ typed: string; path: string } | null>(null)

  useEffect(() => {
    if (id !== undefined || !collectionSlug || !typed) return
    const query = new URLSearchParams(slug ? { slug: typed } : { titel: typed })
    const abort = new AbortController()
    const url = formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}/vrij-adres?${query}` })
    fetch(url, { credentials: 'include', signal: abort.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ path: string }>) : null))
      .then((answer) => {
        if (answer) setUpcoming({ typed, path: answer.path })
      })
      .catch(() => {
        // Aborted by the next keystroke, or offline: saving still makes the address free.
      })
    return () => abort.abort()
  }, [typed, slug, id, collectionSlug, config.routes.api])

  const own = slug ? uriToPath(buildUri(prefix, slug === HOME_URI ? HOME_URI : slugify(slug))) : null
  const shown = id === undefined ? (upcoming && upcoming.typed === typed ? upcoming.path : null) : own
  return (
    <div className="slug-field">
      <TextField {...props} />
      {shown ? (
        <p className="field-description" aria-live="polite" style={{ marginTop: 'calc(var(--base) / -2)' }}>
          {t(id === undefined ? 'site:address:upcoming' : 'site:address:current', { path: shown })}
        </p>
      ) : null}
    </div>
  )
}
