'use client'

import { createContext, useContext } from 'react'

import { firstError, type FieldErrors } from '@/forms/field-errors'

type FormStatus = 'idle' | 'loading' | 'success' | 'failed'

export type FormState = { status: FormStatus; errors: FieldErrors }

export const FormStateContext = createContext<FormState>({ status: 'idle', errors: {} })

/** A post without JavaScript that came back with errors: the errors and what was typed. */
export type FormEcho = { errors: FieldErrors; values: Record<string, string> }

export const FormEchoContext = createContext<FormEcho | null>(null)

/** What was typed into a field before a post without JavaScript came back with errors. */
export function useEchoedValue(name: string): string | undefined {
  return useContext(FormEchoContext)?.values[name]
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
