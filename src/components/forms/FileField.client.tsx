'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import {
  acceptAttribute,
  DEFAULT_FILE_RULE,
  formatFileSize,
  isAllowedFile,
  nextFileFieldState,
  type FileFieldState,
  type FileRule,
} from '@/forms/file-types'
import { nlErrors, nlFormFields } from '@/i18n/browser'

import { FieldError, FieldLabel } from './FieldError'
import { useFieldError, useFieldId, useFileDropped } from './form-state.client'

type Props = {
  name: string
  label: string
  required?: boolean
  /** The types it takes; the browser's `accept` and the first check before sending. */
  types?: FileRule
  hint?: string
  /** The name of a file stored earlier, shown until it is replaced or cleared. */
  existing?: string
}

const text = nlFormFields.file

/**
 * A file input with a drop zone (SPEC 4 and 5): empty, chosen, existing or cleared; dropping
 * takes only the first file; a type outside the groups is refused with the spec's alert. The
 * native input stays focusable, so the field works by keyboard like any file input.
 */
export function FileField({ name, label, required = false, types = DEFAULT_FILE_RULE, hint, existing }: Props) {
  const id = useFieldId(name)
  const hintId = `${id}-hint`
  const labelId = `${id}-label`
  const chooseId = `${id}-choose`
  const inputRef = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<FileFieldState>(
    existing ? { kind: 'existing', name: existing } : { kind: 'empty' },
  )
  const [over, setOver] = useState(false)
  const { error, errorId, describedBy } = useFieldError(name, id)
  const againId = `${id}-again`
  // A post without JavaScript came back with errors: its file did not come along.
  const dropped = useFileDropped(name) && state.kind !== 'chosen' && !error

  const take = (file: File | undefined) => {
    const input = inputRef.current
    if (!file || !input) return
    if (!isAllowedFile(file, types)) {
      window.alert(nlErrors.fileType)
      input.value = ''
      if (state.kind === 'chosen') setState(nextFileFieldState(state, { type: 'clear' }, Boolean(existing)))
      return
    }
    if (input.files?.[0] !== file) {
      const transfer = new DataTransfer()
      transfer.items.add(file)
      input.files = transfer.files
    }
    setState(nextFileFieldState(state, { type: 'choose', name: file.name, size: file.size }, Boolean(existing)))
  }

  const clear = () => {
    if (inputRef.current) inputRef.current.value = ''
    setState(nextFileFieldState(state, { type: 'clear' }, Boolean(existing)))
    inputRef.current?.focus()
  }

  const onDragOver = (event: React.DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  const onDragLeave = (event: React.DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
  }
  const onDrop = (event: React.DragEvent) => {
    event.preventDefault()
    setOver(false)
    take(event.dataTransfer.files[0])
  }

  const shown = state.kind === 'chosen' || state.kind === 'existing' ? state : null
  return (
    <div>
      {/* One <label> per input: the 'choose' button below is it (it opens the file dialog without
          JavaScript). The input's name is this caption and then the button's visible text, so a
          voice command with the words on the button ('Kies een bestand') reaches it (WCAG 2.5.3). */}
      <FieldLabel id={labelId} label={label} required={required} />
      <div
        data-state={over ? 'over' : 'idle'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border-2 border-dashed px-4 py-5 transition-colors ${
          over ? 'border-brand-blue bg-tint' : error ? 'border-danger bg-white' : 'border-line bg-white'
        }`}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          accept={acceptAttribute(types)}
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(dropped && againId, hint && hintId)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file) take(file)
            else if (state.kind === 'chosen') clear()
          }}
          className="peer sr-only"
        />
        <label
          id={chooseId}
          htmlFor={id}
          className="btn cursor-pointer border-2 border-brand-purple text-brand-purple peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-brand-blue hover:bg-brand-purple hover:text-white"
        >
          {text.choose}
        </label>
        {/* A touch screen has nothing to drag a file from: the hint is for a mouse (or pen) only. */}
        <span className="text-muted pointer-coarse:hidden" aria-hidden="true" data-testid="drop-hint">
          {over ? text.dropActive : text.drop}
        </span>
        {shown ? (
          <p className="flex w-full flex-wrap items-center gap-x-3 gap-y-1" aria-live="polite">
            <span>
              {text.current} <strong className="break-all">{shown.name}</strong>
              {shown.kind === 'chosen' ? <span className="text-muted"> ({formatFileSize(shown.size)})</span> : null}
            </span>
            <button
              type="button"
              onClick={clear}
              className="font-semibold text-brand-blue-dark underline underline-offset-4"
            >
              {text.remove}
            </button>
          </p>
        ) : null}
      </div>
      {dropped ? (
        <p id={againId} className="mt-2 text-sm font-semibold text-ink">
          {text.chooseAgain}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
