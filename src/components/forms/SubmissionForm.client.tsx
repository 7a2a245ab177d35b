'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useContext, useEffect, useRef, useState } from 'react'

import { FORM_ERROR_SUMMARY_ID, FORM_PAGE_FIELD, FORM_SUCCESS_FIELD } from '@/forms/form-fields'
import { submitForm } from '@/forms/submit'
import { withSuccessQuery } from '@/forms/success-query'
import { nlErrors, nlFormFields } from '@/i18n/browser'
import { thankYouPath } from '@/routing/uri'

import { ErrorSummary } from './ErrorSummary'
import { FormEchoContext, FormIdContext, FormStateContext, type FormState } from './form-state.client'
import { Honeypot } from './Honeypot'

type Props = {
  endpoint: string
  /** The form page's own URL (with its query): a post without JavaScript comes back here on errors. */
  page: string
  /** Multipart, for a form with files. */
  files?: boolean
  /** Where to go on success; the current path plus /bedankt when not given. */
  redirectTo?: string
  /** Sent fields the thank-you page reads from its address (SUCCESS_QUERY_FIELDS). */
  successQuery?: Parameters<typeof withSuccessQuery>[2]
  label: string
  submitLabel: string
  /** The labels of the form's file fields by name: the error summary names a file to choose again. */
  fileLabels?: Record<string, string>
  children: React.ReactNode
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Form states of SPEC 4 and 8: idle → loading (button disabled, one submit at a time) → success
 * (redirect) or failed (server errors per field, view scrolled to the form). Without a server
 * answer only the spec's alert shows.
 */
export function SubmissionForm({
  endpoint,
  page,
  files = false,
  redirectTo,
  successQuery,
  label,
  submitLabel,
  fileLabels = {},
  children,
}: Props) {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = useRef(false)
  const echo = useContext(FormEchoContext)
  const [state, setState] = useState<FormState>(
    echo ? { status: 'failed', errors: echo.errors } : { status: 'idle', errors: {} },
  )
  const success = redirectTo ?? thankYouPath(new URL(page, 'http://localhost').pathname)
  // The same on the server and in the browser, so the summary's links reach the fields without JavaScript.
  const formId = endpoint.split('/').filter(Boolean).at(-1) ?? 'form'
  const droppedFiles = (echo?.files ?? []).flatMap((name) =>
    fileLabels[name] ? [{ name, label: fileLabels[name] }] : [],
  )

  useEffect(() => {
    const form = formRef.current
    if (state.status !== 'failed' || !form || !Object.keys(state.errors).length) return
    form.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    // The first field in error; with only an error of the whole form, the summary that says it.
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>(`#${FORM_ERROR_SUMMARY_ID}`)
    target?.focus({ preventScroll: true })
  }, [state])

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting.current) return
    submitting.current = true
    setState({ status: 'loading', errors: {} })
    const data = new FormData(event.currentTarget)
    const result = await submitForm(endpoint, data)
    if (result.kind === 'success') {
      // Stays "submitting" while the next page loads, so a second click sends nothing.
      setState({ status: 'success', errors: {} })
      router.push(withSuccessQuery(success, Object.fromEntries(data), successQuery))
      return
    }
    submitting.current = false
    if (result.kind === 'noResponse') {
      setState({ status: 'idle', errors: {} })
      window.alert(nlErrors.formSubmit)
      return
    }
    setState({ status: 'failed', errors: result.errors })
  }

  const busy = state.status === 'loading' || state.status === 'success'
  return (
    <FormIdContext value={formId}>
      <FormStateContext.Provider value={state}>
        <form
          ref={formRef}
          aria-label={label}
          method="post"
          action={endpoint}
          encType={files ? 'multipart/form-data' : undefined}
          noValidate
          onSubmit={onSubmit}
          aria-busy={busy || undefined}
          className="relative flex scroll-mt-32 flex-col gap-6"
        >
          <ErrorSummary
            formId={formId}
            errors={state.status === 'failed' ? state.errors : {}}
            droppedFiles={echo && state.errors === echo.errors ? droppedFiles : []}
          />
          <p className="text-sm text-muted">{nlFormFields.requiredHint}</p>
          {children}
          <input type="hidden" name={FORM_PAGE_FIELD} value={page} />
          <input type="hidden" name={FORM_SUCCESS_FIELD} value={success} />
          <Honeypot />
          <div>
            <button type="submit" disabled={busy} className="btn btn-primary disabled:cursor-wait disabled:opacity-70">
              {busy ? nlFormFields.sending : submitLabel}
            </button>
          </div>
        </form>
      </FormStateContext.Provider>
    </FormIdContext>
  )
}
