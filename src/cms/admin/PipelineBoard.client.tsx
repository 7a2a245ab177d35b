'use client'

import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatAdminDate } from '@/cms/admin/format-date'
import type { BoardColumn, PipelineCard } from '@/cms/pipeline'
import type { TimelineItem } from '@/forms/timeline-view'
import { nlPipelineBoard } from '@/i18n/admin'

import { MoveDialog, type Move } from './PipelineMoveDialog.client'

const text = nlPipelineBoard

/** A card's queued message that 'Niet versturen' may still stop. */
type Waiting = { applicationId: number; entryId: number }

/**
 * A vacancy's applications in a column per status. Each card moves with 'Verplaats naar …': a
 * dialog asks for the status and shows the message that goes with it, as the Status field does;
 * the move is saved through Payload's REST API, so every hook of a status change runs. The moved
 * card keeps the focus and a live region says where it went and whether a message waits.
 */
export function PipelineBoard({
  columns,
  initialCards,
  adminRoute,
}: {
  columns: BoardColumn[]
  initialCards: PipelineCard[]
  adminRoute: string
}) {
  const { config } = useConfig()
  const api = `${config.serverURL}${config.routes.api}/applications`
  const [cards, setCards] = useState(initialCards)
  const [moving, setMoving] = useState<PipelineCard | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const [focusId, setFocusId] = useState<number | null>(null)
  const labelOf = (status: string) => columns.find((column) => column.status === status)?.label ?? status

  // The moved card is drawn anew in its new column: the focus follows it there once it is.
  useEffect(() => {
    if (focusId === null) return
    document.getElementById(`move-${focusId}`)?.focus()
    setFocusId(null)
  }, [focusId, cards])

  const moved = async (card: PipelineCard, move: Move) => {
    setCards((current) =>
      current.map((candidate) => (candidate.id === card.id ? { ...candidate, status: move.status } : candidate)),
    )
    setMoving(null)
    setFocusId(card.id)
    const entryId = move.sent ? await queuedEntry(api, card.id) : null
    setWaiting(entryId === null ? null : { applicationId: card.id, entryId })
    setAnnouncement(
      entryId === null
        ? text.moved(card.name, labelOf(move.status))
        : text.movedWithMail(card.name, labelOf(move.status)),
    )
  }

  const cancelMail = async (card: PipelineCard, entryId: number) => {
    const response = await fetch(`${api}/${card.id}/timeline/${entryId}/cancel`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setWaiting(null)
    setAnnouncement(response?.ok ? text.mailCancelled(card.name) : text.cancelFailed)
    // The button is gone: the focus goes back to the card it stood on.
    setFocusId(card.id)
  }

  return (
    <div data-testid="pipeline">
      <p role="status" data-testid="pipeline-status" style={{ minHeight: '1.5em', fontWeight: 600 }}>
        {announcement}
      </p>
      <div
        style={{
          display: 'grid',
          gap: 'var(--base)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
          alignItems: 'start',
        }}
      >
        {columns.map((column) => {
          const inColumn = cards.filter((card) => card.status === column.status)
          const headingId = `column-${column.status}`
          return (
            <section
              key={column.status}
              aria-labelledby={headingId}
              data-testid="pipeline-column"
              data-status={column.status}
              style={{
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 4,
                padding: 'calc(var(--base) / 2)',
                background: 'var(--theme-elevation-50)',
              }}
            >
              <h2 id={headingId} style={{ fontSize: '1rem', margin: '0 0 8px' }}>
                {column.label} <span data-testid="pipeline-count">({inColumn.length})</span>
              </h2>
              {inColumn.length ? (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                  {inColumn.map((card) => (
                    <Card
                      key={card.id}
                      card={card}
                      adminRoute={adminRoute}
                      onMove={() => setMoving(card)}
                      waiting={waiting?.applicationId === card.id ? waiting.entryId : null}
                      onCancelMail={(entryId) => void cancelMail(card, entryId)}
                    />
                  ))}
                </ul>
              ) : (
                <p style={{ margin: 0 }}>{text.empty}</p>
              )}
            </section>
          )
        })}
      </div>
      {moving && (
        <MoveDialog
          api={api}
          card={moving}
          columns={columns}
          onMoved={(move) => void moved(moving, move)}
          onClose={() => {
            setFocusId(moving.id)
            setMoving(null)
          }}
        />
      )}
    </div>
  )
}

function Card({
  card,
  adminRoute,
  onMove,
  waiting,
  onCancelMail,
}: {
  card: PipelineCard
  adminRoute: string
  onMove: () => void
  waiting: number | null
  onCancelMail: (entryId: number) => void
}) {
  const nameId = `card-name-${card.id}`
  return (
    <li
      data-testid="pipeline-card"
      data-application={card.id}
      style={{
        background: 'var(--theme-bg)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: 8,
        display: 'grid',
        gap: 4,
      }}
    >
      <a id={nameId} href={`${adminRoute}/collections/applications/${card.id}`} style={{ fontWeight: 600 }}>
        {card.name}
      </a>
      <span style={{ fontSize: '0.85em' }}>{text.appliedOn(formatAdminDate(card.appliedAt))}</span>
      <button
        type="button"
        id={`move-${card.id}`}
        aria-describedby={nameId}
        className="btn btn--style-secondary btn--size-small btn--withoutPopup"
        style={{ margin: 0, justifySelf: 'start' }}
        onClick={onMove}
      >
        {text.move}
      </button>
      {waiting !== null && (
        <div data-testid="pipeline-waiting" style={{ display: 'grid', gap: 4 }}>
          <span>{text.waiting}</span>
          <button
            type="button"
            aria-describedby={nameId}
            className="btn btn--style-secondary btn--size-small btn--withoutPopup"
            style={{ margin: 0, justifySelf: 'start' }}
            onClick={() => onCancelMail(waiting)}
          >
            {text.cancelMail}
          </button>
        </div>
      )}
    </li>
  )
}

/** The message a move just queued: the newest mail on the application's timeline that still waits. */
async function queuedEntry(api: string, applicationId: number): Promise<number | null> {
  try {
    const response = await fetch(`${api}/${applicationId}/timeline`, { credentials: 'include' })
    if (!response.ok) return null
    const { items }: { items: TimelineItem[] } = await response.json()
    return items.find((item) => item.kind === 'mail' && item.entryId !== null)?.entryId ?? null
  } catch {
    return null
  }
}
