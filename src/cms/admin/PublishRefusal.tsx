'use client'

import { FieldError, useDocumentInfo, useField, useForm } from '@payloadcms/ui'
import type { FieldErrorClientComponent } from 'payload'
import { useEffect, useState } from 'react'

/** A refusal as the server gave it, with the field's value it was about. */
type Kept = { message: string; value: string }

const valueKey = (value: unknown) => JSON.stringify(value ?? null)

/**
 * The fields one answer of the server refused. Payload lays an answer's errors on its fields in one
 * render, so their components note their paths in the same task; once it is over, every field's
 * component hears which paths that answer named, and a field it did not name passed.
 */
const answered = new Set<string>()
const listeners = new Set<(refused: ReadonlySet<string>) => void>()
let pending: ReturnType<typeof setTimeout> | undefined

function noteRefusal(path: string) {
  answered.add(path)
  pending ??= setTimeout(() => {
    const refused = new Set(answered)
    answered.clear()
    pending = undefined
    for (const listener of listeners) listener(refused)
  })
}

/**
 * The message at a field that only a publication checks (the salary rules). Payload keeps such a
 * refusal in the form's validity flags, which the form's own checks then treat as the truth:
 * the form's live checks see a draft and drop the message on the next change or autosave, while a
 * flag left behind on an untouched field kept the next 'Publiceer wijzigingen' from being sent.
 * Here the refusal is kept as a message of its own, and the flag cleared: the message stays until
 * the editor changes the field or the next publication (checked by the server) answers anew.
 */
export const PublishRefusal: FieldErrorClientComponent = ({ path }) => {
  const fieldPath = path ?? ''
  const { errorMessage, showError, value } = useField({ potentiallyStalePath: fieldPath })
  const { dispatchFields } = useForm()
  const { data } = useDocumentInfo()
  const [kept, setKept] = useState<Kept | null>(null)
  const current = valueKey(value)
  useEffect(() => {
    if (!showError || !errorMessage) return
    noteRefusal(fieldPath)
    // The same answer about the same value again: the flag stays, so the form does not ask anew.
    if (kept?.message === errorMessage && kept.value === current) return
    setKept({ message: errorMessage, value: current })
    dispatchFields({ type: 'UPDATE', path: fieldPath, valid: true, errorMessage: undefined })
  }, [showError, errorMessage, current, kept, dispatchFields, fieldPath])

  // The server answered a publication and refused other fields but not this one: it passed.
  useEffect(() => {
    const listener = (refused: ReadonlySet<string>) => {
      if (!refused.has(fieldPath)) setKept(null)
    }
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [fieldPath])

  // The editor changed the field: its old refusal no longer applies.
  useEffect(() => {
    if (kept && kept.value !== current) setKept(null)
  }, [kept, current])

  // Published: every refusal was answered.
  useEffect(() => {
    if (data?._status === 'published') setKept(null)
  }, [data])

  if (showError) return <FieldError path={fieldPath} showError />
  return kept ? <FieldError path={fieldPath} message={kept.message} showError /> : null
}
