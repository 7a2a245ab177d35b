'use client'

import { useConfig, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { nlApplicationStatuses, nlStatusMessagePanel } from '@/i18n/nl'

const text = nlStatusMessagePanel

type Loaded = { status: string; subject: string; body: string } | { status: string; error: true }

const statusLabel = (status: string) =>
  Object.entries(nlApplicationStatuses).find(([value]) => value === status)?.[1] ?? status

/**
 * Below the status: once a recruiter picks another status for a stored application, the message
 * for that status with the applicant's details filled in, to read, edit or leave unsent. What is
 * here when they save is what the applicant gets (src/forms/status-message.ts queues it).
 */
export function StatusMessage() {
  const { id, savedDocumentData } = useDocumentInfo()
  const { config } = useConfig()
  const status = useFormFields(([fields]) => fields.status?.value)
  const send = useField<boolean>({ path: 'statusMessageSend' })
  const subject = useField<string>({ path: 'statusMessageSubject' })
  const body = useField<string>({ path: 'statusMessageBody' })
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  const saved = savedDocumentData?.status
  const changed = id !== undefined && typeof status === 'string' && status !== saved
  const { setValue: setSend } = send
  const { setValue: setSubject } = subject
  const { setValue: setBody } = body

  useEffect(() => {
    if (!changed) {
      setSend(false, true)
      return
    }
    const controller = new AbortController()
    const url = `${config.serverURL}${config.routes.api}/applications/${id}/status-message?status=${encodeURIComponent(status)}`
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const message: { subject: string; body: string } = await response.json()
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
  }, [changed, status, id, config.serverURL, config.routes.api, setSend, setSubject, setBody])

  if (!changed) return null
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
            {current.body.trim() ? text.sendDescription(statusLabel(status)) : text.noTemplate}
          </p>
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
              rows={10}
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
