'use client'

import { useConfig, useDocumentInfo, useField, useFormFields, useOperation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { MailTemplateChoice } from '@/forms/mail-templates'
import { nlMailTemplates, nlStatusMessagePanel } from '@/i18n/admin'
import { nlApplicationStatuses } from '@/i18n/browser'

import { TemplateSelect } from './TemplateSelect.client'

const text = nlStatusMessagePanel

type Message = { subject: string; body: string }
type Loaded = ({ status: string; templates: MailTemplateChoice[] } & Message) | { status: string; error: true }

const statusLabel = (status: string) =>
  Object.entries(nlApplicationStatuses).find(([value]) => value === status)?.[1] ?? status

/**
 * Right below the status: once a recruiter picks another status for a stored application, the
 * message for that status with the applicant's details filled in, to read, edit or leave unsent.
 * What is here when they save is what the applicant gets, a minute later, unless they stop it
 * (src/forms/status-message.ts queues it). In the bulk edit, picked beside Status: the template
 * itself, filled in for each applicant when saved.
 */
export function StatusMessage() {
  const { id, savedDocumentData } = useDocumentInfo()
  const bulk = useOperation() === 'update' && (id === undefined || id === null)
  const { config } = useConfig()
  const value = useFormFields(([fields]) => fields.status?.value)
  const status = typeof value === 'string' ? value : null
  const send = useField<boolean>({ path: 'statusMessageSend' })
  const subject = useField<string>({ path: 'statusMessageSubject' })
  const body = useField<string>({ path: 'statusMessageBody' })
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  const saved = savedDocumentData?.status
  const changed = status !== null && (bulk || (id !== undefined && id !== null && status !== saved))
  const preview = bulk ? 'status-template' : `${id}/status-message`
  const { setValue: setSend } = send
  const { setValue: setSubject } = subject
  const { setValue: setBody } = body

  useEffect(() => {
    if (!changed || status === null) {
      setSend(false, true)
      return
    }
    const controller = new AbortController()
    const url = `${config.serverURL}${config.routes.api}/applications/${preview}?status=${encodeURIComponent(status)}`
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const message: Message & { templates: MailTemplateChoice[] } = await response.json()
        setSubject(message.subject)
        setBody(message.body)
        // Ticked when the status has a message; the recruiter unticks it to send nothing.
        setSend(Boolean(message.body.trim()))
        setLoaded({ status, ...message })
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setSend(false)
          setLoaded({ status, error: true })
        }
      })
    return () => controller.abort()
  }, [changed, status, preview, config.serverURL, config.routes.api, setSend, setSubject, setBody])

  if (!changed || status === null) {
    return bulk ? (
      <p className="field-type" data-testid="status-message">
        {text.bulkPickStatus}
      </p>
    ) : null
  }
  const current = loaded?.status === status ? loaded : null
  return (
    <div className="field-type" data-testid="status-message" style={{ marginBottom: 'var(--base)' }}>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 600 }}>
        <input
          type="checkbox"
          name="statusMessageSend"
          checked={send.value === true}
          onChange={(event) => send.setValue(event.target.checked)}
        />
        {text.send}
      </label>
      {!current ? (
        <p>{text.loading}</p>
      ) : 'error' in current ? (
        <p role="alert">{text.loadError}</p>
      ) : (
        <>
          <p style={{ margin: '4px 0 8px' }}>
            {!current.body.trim()
              ? text.noTemplate
              : bulk
                ? text.bulkDescription(statusLabel(status))
                : text.sendDescription(statusLabel(status))}
          </p>
          {bulk && send.value !== true && <p role="status">{text.bulkNone}</p>}
          <TemplateSelect
            templates={current.templates}
            first={{ label: nlMailTemplates.standard, message: current }}
            onChoose={(message) => {
              subject.setValue(message.subject)
              body.setValue(message.body)
              send.setValue(Boolean(message.body.trim()))
            }}
          />
          <label style={{ display: 'grid', gap: 4, marginBottom: 8 }}>
            {text.subject}
            <input
              type="text"
              name="statusMessageSubjectInput"
              value={subject.value ?? ''}
              disabled={send.value !== true}
              onChange={(event) => subject.setValue(event.target.value)}
              style={{ padding: 8 }}
            />
          </label>
          <label style={{ display: 'grid', gap: 4 }}>
            {text.preview}
            <textarea
              name="statusMessageBodyInput"
              rows={8}
              value={body.value ?? ''}
              disabled={send.value !== true}
              onChange={(event) => body.setValue(event.target.value)}
              style={{ padding: 8, fontFamily: 'inherit' }}
            />
          </label>
        </>
      )}
    </div>
  )
}
