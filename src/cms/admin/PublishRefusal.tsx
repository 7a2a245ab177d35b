'use client'

import { FieldError, useDocumentInfo, useField, useForm, useFormFields, useFormProcessing } from '@payloadcms/ui'
import type { FieldErrorClientComponent } from 'payload'
import { useEffect, useRef, useState } from 'react'

/** A refusal as the server gave it, with the field's value it was about. */
type Kept = { message: string; value: string }

const valueKey = (value: unknown) => JSON.stringify(value ?? null)

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
  const processing = useFormProcessing()
  const wasProcessing = useRef(false)
  // Whether the answer to a submit refused some field: then this one, unrefused, passed.
  const refusedSomewhere = useFormFields(([fields]) => Object.values(fields).some((field) => field.valid === false))

  useEffect(() => {
    if (!showError || !errorMessage) return
    // The same answer about the same value again: the flag stays, so the form does not ask anew.
    if (kept?.message === errorMessage && kept.value === current) return
    setKept({ message: errorMessage, value: current })
    dispatchFields({ type: 'UPDATE', path: fieldPath, valid: true, errorMessage: undefined })
  }, [showError, errorMessage, current, kept, dispatchFields, fieldPath])

  // A publication (or a save) was answered: refused elsewhere but not here, this field passed.
  useEffect(() => {
    if (wasProcessing.current && !processing && refusedSomewhere && !showError) setKept(null)
    wasProcessing.current = processing
  }, [processing, refusedSomewhere, showError])

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
