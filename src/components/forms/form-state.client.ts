'use client'

import { createContext, useContext, useId } from 'react'

import { firstError, type FieldErrors } from '@/forms/field-errors'

type FormStatus = 'idle' | 'loading' | 'success' | 'failed'

export type FormState = { status: FormStatus; errors: FieldErrors }

export const FormStateContext = createContext<FormState>({ status: 'idle', errors: {} })

/**
 * A post without JavaScript that came back with errors: the errors, what was typed and the file
 * fields that held a file (a browser never fills a file in again).
 */
export type FormEcho = { errors: FieldErrors; values: Record<string, string>; files?: readonly string[] }

export const FormEchoContext = createContext<FormEcho | null>(null)

/** What was typed into a field before a post without JavaScript came back with errors. */
export function useEchoedValue(name: string): string | undefined {
  return useContext(FormEchoContext)?.values[name]
}

/** The form's id: its fields' ids start with it, so its error summary can link to them. */
export const FormIdContext = createContext<string | null>(null)

/** The id of a form's field by its name; the error summary links to it (`#id`). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`
}

/** A field's id: from its form and name inside a form, else a unique one. */
export function useFieldId(name: string): string {
  const unique = useId()
  const formId = useContext(FormIdContext)
  return formId ? fieldId(formId, name) : unique
}

/** Whether the post that came back (without JavaScript) had a file in this field. */
export function useFileDropped(name: string): boolean {
  return useContext(FormEchoContext)?.files?.includes(name) ?? false
}

/** A field's first server error and the ids that tie it to the field for assistive technology. */
export function useFieldError(name: string, id: string) {
  const { errors } = useContext(FormStateContext)
  const error = firstError(errors, name)
  const errorId = `${id}-error`
  return {
    error,
    errorId,
    /** The field's aria-describedby: its hint (if any) and its error (when shown). */
    describedBy: (...ids: (string | undefined | false)[]) =>
      [...ids, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  }
}
