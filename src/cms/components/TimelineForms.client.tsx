'use client'

import { Button, toast } from '@payloadcms/ui'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'

import { FORM_ERROR_KEY, type FieldErrors } from '@/forms/field-errors'
import type { MailTemplateChoice } from '@/forms/mail-templates'
import { nlMailTemplates, nlTimeline } from '@/i18n/admin'

import { TemplateSelect } from './TemplateSelect.client'

const text = nlTimeline

type Post = (path: string, data: Record<string, string>) => Promise<FieldErrors | null>

/**
 * Posts to one of the application's endpoints; null when it took it, else the Dutch messages per
 * field (or for the whole form).
 */
export const postTo =
  (api: string): Post =>
  async (path, data) => {
    try {
      const response = await fetch(`${api}/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
      if (response.ok) return null
      const answer: { errors?: FieldErrors } = await response.json().catch(() => ({}))
      return answer.errors && !Array.isArray(answer.errors) ? answer.errors : { [FORM_ERROR_KEY]: [text.mail.failed] }
    } catch {
      return { [FORM_ERROR_KEY]: [text.mail.failed] }
    }
  }

const firstErrors = (errors: FieldErrors | null) => (errors ? Object.values(errors).flat() : [])

function Errors({ errors }: { errors: FieldErrors | null }) {
  const messages = firstErrors(errors)
  return messages.length ? (
    <ul role="alert" style={{ color: 'var(--theme-error-500)', margin: '4px 0', paddingLeft: '1.2em' }}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  ) : null
}

// Inside the document's own form: Enter in a one-line field must not save the application.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault()
}

/** 'E-mail sturen': a mail to the applicant without a status change, from a template or typed. */
export function MailForm({ api, post, onSent }: { api: string; post: Post; onSent: () => void }) {
  const [open, setOpen] = useState(false)
  const [templates, setTemplates] = useState<MailTemplateChoice[]>([])
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors | null>(null)
  const ids = { subject: useId(), body: useId() }

  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    fetch(`${api}/mail-templates`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { templates: [] }))
      .then((answer: { templates: MailTemplateChoice[] }) => setTemplates(answer.templates))
      .catch(() => setTemplates([]))
    return () => controller.abort()
  }, [open, api])

  const send = async () => {
    setBusy(true)
    const refused = await post('mail', { subject, body })
    setBusy(false)
    setErrors(refused)
    if (refused) return
    setSubject('')
    setBody('')
    setOpen(false)
    onSent()
  }

  if (!open)
    return (
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(true)}>
        {text.mail.open}
      </Button>
    )
  return (
    <fieldset data-testid="free-mail" style={{ border: 0, padding: 0, margin: '0 0 8px', display: 'grid', gap: 8 }}>
      <legend style={{ fontWeight: 600, padding: 0 }}>{text.mail.open}</legend>
      <p style={{ margin: 0 }}>{text.mail.intro}</p>
      <TemplateSelect
        templates={templates}
        first={{ label: nlMailTemplates.freeText, message: { subject: '', body: '' } }}
        onChoose={(message) => {
          setSubject(message.subject)
          setBody(message.body)
        }}
      />
      <label htmlFor={ids.subject}>{text.mail.subject}</label>
      <input
        id={ids.subject}
        type="text"
        value={subject}
        onKeyDown={keepEnter}
        onChange={(event) => setSubject(event.target.value)}
        style={{ padding: 8 }}
      />
      <label htmlFor={ids.body}>{text.mail.body}</label>
      <textarea
        id={ids.body}
        rows={8}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        style={{ padding: 8, fontFamily: 'inherit' }}
      />
      <Errors errors={errors} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button size="small" margin={false} disabled={busy} onClick={send}>
          {busy ? text.mail.sending : text.mail.send}
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(false)}>
          {text.mail.close}
        </Button>
      </div>
    </fieldset>
  )
}

/** A note on the timeline, with the writer and the time kept by the server. */
export function NoteForm({ post, onAdded }: { post: Post; onAdded: () => void }) {
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldErrors | null>(null)
  const id = useId()

  const add = async () => {
    setBusy(true)
    const refused = await post('notes', { body })
    setBusy(false)
    setErrors(refused)
    if (refused) return
    setBody('')
    toast.success(text.note.added)
    onAdded()
  }

  return (
    <div style={{ display: 'grid', gap: 4, margin: '0 0 8px' }}>
      <label htmlFor={id}>{text.note.label}</label>
      <textarea
        id={id}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        style={{ padding: 8, fontFamily: 'inherit' }}
      />
      <Errors errors={errors} />
      <div>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={add}>
          {text.note.add}
        </Button>
      </div>
    </div>
  )
}
