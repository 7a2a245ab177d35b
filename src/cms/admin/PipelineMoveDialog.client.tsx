'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { TemplateSelect } from '@/cms/components/TemplateSelect.client'
import type { BoardColumn, PipelineCard } from '@/cms/pipeline'
import type { MailTemplateChoice } from '@/forms/mail-templates'
import { nlMailTemplates, nlPipelineBoard, nlStatusMessagePanel } from '@/i18n/admin'

const text = nlPipelineBoard
const panel = nlStatusMessagePanel

type Message = { subject: string; body: string }
type Preview = { status: string; standard: Message; templates: MailTemplateChoice[] } | { status: string; error: true }

/** What a confirmed move did: the new status, and whether a message went into the queue. */
export type Move = { status: PipelineCard['status']; sent: boolean }

const field = { display: 'grid', gap: 4, marginBottom: 8 } as const

/**
 * 'Verplaats naar …' as a modal dialog (Escape closes it): the other statuses to choose from, then
 * the message of the chosen status filled in for the applicant, to edit, swap for another template
 * or leave unsent, as the Status field's panel offers. 'Verplaatsen' saves status and message
 * through Payload's REST API, as the edit view's save does.
 */
export function MoveDialog({
  api,
  card,
  columns,
  onMoved,
  onClose,
}: {
  api: string
  card: PipelineCard
  columns: BoardColumn[]
  onMoved: (move: Move) => void
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const [target, setTarget] = useState<PipelineCard['status'] | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [send, setSend] = useState(false)
  const [message, setMessage] = useState<Message>({ subject: '', body: '' })
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const labelOf = (status: string) => columns.find((column) => column.status === status)?.label ?? status

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  useEffect(() => {
    if (target === null) return
    const controller = new AbortController()
    fetch(`${api}/${card.id}/status-message?status=${encodeURIComponent(target)}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const loaded: Message & { templates: MailTemplateChoice[] } = await response.json()
        const standard = { subject: loaded.subject, body: loaded.body }
        setMessage(standard)
        // Ticked when the status has a message, as in the edit view; unticked, nothing goes.
        setSend(Boolean(standard.body.trim()))
        setPreview({ status: target, standard, templates: loaded.templates })
      })
      .catch(() => {
        if (controller.signal.aborted) return
        setSend(false)
        setPreview({ status: target, error: true })
      })
    return () => controller.abort()
  }, [api, card.id, target])

  const current = preview && preview.status === target ? preview : null

  const confirm = async () => {
    if (target === null || current === null) return
    setSaving(true)
    setFailed(false)
    const willSend = send && Boolean(message.subject.trim()) && Boolean(message.body.trim())
    const response = await fetch(`${api}/${card.id}?depth=0`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        status: target,
        statusMessageSend: willSend,
        statusMessageSubject: willSend ? message.subject : '',
        statusMessageBody: willSend ? message.body : '',
      }),
    }).catch(() => null)
    setSaving(false)
    if (!response?.ok) {
      setFailed(true)
      return
    }
    dialogRef.current?.close()
    onMoved({ status: target, sent: willSend })
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      data-testid="pipeline-dialog"
      onClose={onClose}
      style={{
        width: 'min(40rem, calc(100vw - 1rem))',
        maxHeight: 'calc(100dvh - 1rem)',
        padding: 'var(--base)',
        background: 'var(--theme-bg)',
        color: 'var(--theme-text)',
        border: '1px solid var(--theme-elevation-250)',
        borderRadius: 4,
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void confirm()
        }}
      >
        <h2 id={headingId} style={{ fontSize: '1.25rem', marginTop: 0 }}>
          {text.moveTitle(card.name)}
        </h2>
        <p>{text.now(labelOf(card.status))}</p>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 var(--base)' }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>{text.target}</legend>
          {columns
            .filter((column) => column.status !== card.status)
            .map((column) => (
              <label key={column.status} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '2px 0' }}>
                <input
                  type="radio"
                  name="target"
                  value={column.status}
                  checked={target === column.status}
                  onChange={() => setTarget(column.status)}
                />
                {column.label}
              </label>
            ))}
        </fieldset>
        {target === null ? (
          <p>{text.pickFirst}</p>
        ) : !current ? (
          <p>{panel.loading}</p>
        ) : 'error' in current ? (
          <p role="alert">{panel.loadError}</p>
        ) : (
          <div data-testid="pipeline-message">
            <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 600 }}>
              <input type="checkbox" checked={send} onChange={(event) => setSend(event.target.checked)} />
              {panel.send}
            </label>
            <p style={{ margin: '4px 0 8px' }}>
              {current.standard.body.trim() ? panel.sendDescription(labelOf(target)) : panel.noTemplate}
            </p>
            <TemplateSelect
              key={target}
              templates={current.templates}
              first={{ label: nlMailTemplates.standard, message: current.standard }}
              onChoose={(chosen) => {
                setMessage(chosen)
                setSend(Boolean(chosen.body.trim()))
              }}
            />
            <label style={field}>
              {panel.subject}
              <input
                type="text"
                value={message.subject}
                disabled={!send}
                onChange={(event) => setMessage({ ...message, subject: event.target.value })}
                style={{ padding: 8 }}
              />
            </label>
            <label style={field}>
              {panel.preview}
              <textarea
                rows={8}
                value={message.body}
                disabled={!send}
                onChange={(event) => setMessage({ ...message, body: event.target.value })}
                style={{ padding: 8, fontFamily: 'inherit' }}
              />
            </label>
          </div>
        )}
        {failed && <p role="alert">{text.moveFailed}</p>}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
          <button
            type="submit"
            className="btn btn--style-primary btn--size-medium btn--withoutPopup"
            style={{ margin: 0 }}
            disabled={current === null || saving}
          >
            {saving ? text.moving : text.confirm}
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium btn--withoutPopup"
            style={{ margin: 0 }}
            onClick={() => dialogRef.current?.close()}
          >
            {text.close}
          </button>
        </div>
      </form>
    </dialog>
  )
}
