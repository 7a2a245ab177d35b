'use client'

import type React from 'react'

import { FormEchoContext, type FormEcho } from './form-state.client'

/** Gives the forms below a post's errors and typed values to show (a post without JavaScript). */
export function FormEchoProvider({ echo, children }: { echo: FormEcho | null; children: React.ReactNode }) {
  return <FormEchoContext value={echo}>{children}</FormEchoContext>
}
