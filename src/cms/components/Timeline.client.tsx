'use client'

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { formatAdminDate } from '@/cms/admin/format-date'
import type { TimelineItem } from '@/forms/timeline-view'
import { nlStatusMessagePanel, nlTimeline } from '@/i18n/admin'

import { MailForm, NoteForm, postTo } from './TimelineForms.client'

const text = nlTimeline

/** While a mail waits, the list looks again this often, so it shows 'Verstuurd' once it went. */
const WAITING_POLL_MS = 15_000

type Loaded = { items: TimelineItem[] } | { error: true } | null

/**
 * An application's timeline in its sidebar: statuses, every mail to or about the applicant with
 * its text, and the notes, with 'E-mail sturen' and a note to add above them. Loaded again after
 * every save, so a new status or a queued message shows at once; a message that waits can be
 * stopped here ('Niet versturen') and from the notice that appears when it is queued.
 */
export function Timeline() {
  const { id, savedDocumentData } = useDocumentInfo()
  const { config } = useConfig()
  const [loaded, setLoaded] = useState<Loaded>(null)
  const seen = useRef<Set<string> | null>(null)
  const api = `${config.serverURL}${config.routes.api}/applications/${id}`
  const savedAt = savedDocumentData?.updatedAt

  // Loads the timeline; a mail that appeared since the last load was just queued (by a save, or
  // 'E-mail sturen'): say so, with the way to stop it.
  const refresh = useCallback(async () => {
    const result = await load(api)
    setLoaded(result)
    if (!('items' in result)) return
    const earlier = seen.current
    seen.current = new Set(result.items.map((item) => item.key))
    for (const item of result.items) {
      const entryId = item.entryId
      if (!earlier || earlier.has(item.key) || entryId === null) continue
      toast.info(nlStatusMessagePanel.queued, {
        duration: 60_000,
        action: { label: nlStatusMessagePanel.cancel, onClick: () => void cancelRef.current(entryId) },
      })
    }
  }, [api])

  const cancel = useCallback(
    async (entryId: number) => {
      const response = await fetch(`${api}/timeline/${entryId}/cancel`, { method: 'POST', credentials: 'include' })
      if (response.ok) toast.success(text.cancelled)
      else toast.error(text.cancelFailed)
      await refresh()
    },
    [api, refresh],
  )
  const cancelRef = useRef(cancel)
  useEffect(() => {
    cancelRef.current = cancel
  }, [cancel])

  useEffect(() => {
    if (id !== undefined && id !== null) void refresh()
  }, [id, savedAt, refresh])

  const waiting = loaded !== null && 'items' in loaded && loaded.items.some((item) => item.entryId !== null)
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => void load(api).then(setLoaded), WAITING_POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, api])

  if (id === undefined || id === null) return null
  const post = postTo(api)
  return (
    <section aria-labelledby="timeline-heading" data-testid="timeline" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="timeline-heading" style={{ fontSize: 'inherit', fontWeight: 600, margin: '0 0 4px' }}>
        {text.title}
      </h3>
      <MailForm api={api} post={post} onSent={() => void refresh()} />
      <NoteForm post={post} onAdded={() => void refresh()} />
      {loaded === null ? (
        <p>{text.loading}</p>
      ) : 'error' in loaded ? (
        <p role="alert">{text.loadError}</p>
      ) : loaded.items.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 8 }}>
          {loaded.items.map((item) => (
            <TimelineLine key={item.key} item={item} onCancel={cancel} />
          ))}
        </ol>
      )}
    </section>
  )
}

function TimelineLine({ item, onCancel }: { item: TimelineItem; onCancel: (entryId: number) => void }) {
  return (
    <li data-kind={item.kind}>
      <time dateTime={item.at}>{formatAdminDate(item.at)}</time>
      <br />
      <strong>{item.title}</strong>, {item.byline}
      {item.state && <span>{` · ${text.states[item.state]}`}</span>}
      {item.to && <div>{text.to(item.to)}</div>}
      {item.body &&
        (item.kind === 'note' ? (
          <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{item.body}</p>
        ) : (
          <details>
            <summary>{text.showText}</summary>
            <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</p>
          </details>
        ))}
      {item.entryId !== null && (
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => item.entryId !== null && onCancel(item.entryId)}
        >
          {text.cancel}
        </Button>
      )}
    </li>
  )
}

async function load(api: string): Promise<NonNullable<Loaded>> {
  try {
    const response = await fetch(`${api}/timeline`, { credentials: 'include' })
    if (!response.ok) return { error: true }
    const result: { items: TimelineItem[] } = await response.json()
    return result
  } catch {
    return { error: true }
  }
}
