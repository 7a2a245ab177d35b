'use client'

import { DateTimeField, useField, useTranslation } from '@payloadcms/ui'
import { nl as dutchDates } from 'date-fns/locale/nl'
import type { DateFieldClientComponent } from 'payload'
import { useMemo, useRef, useState, type SyntheticEvent } from 'react'

import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/payload'

import { readTypedDate } from './typed-date'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Payload's date field with two things it lacks. The picker gets the Dutch date-fns locale as a
 * prop: Payload registers it only in an effect once its translations have loaded, so the first
 * render (the server's HTML included) showed an English month. And a typed text is read the
 * Dutch way ('morgen om 9 uur', '28-11-2026 14:00') when the editor leaves the field or presses
 * Enter; a text it cannot read keeps the previous value and says so, where the picker dropped it
 * without a word. The picker keeps reading its own formats as the editor types.
 */
export const DateField: DateFieldClientComponent = (props) => {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const { value, setValue } = useField<string | null>({ potentiallyStalePath: props.path })
  const [refused, setRefused] = useState<string | null>(null)
  // What the editor typed since the field last took a value; a pick in the calendar clears it.
  const typed = useRef<string | null>(null)
  // The value when the editor came into the field: emptying the text to retype it clears the
  // picker's date at once, which a text it cannot read must not leave behind.
  const before = useRef<string | null>(null)
  const admin = props.field.admin
  // Payload's client type of `admin.date` is lost in a Pick of an optional type: read it as it is.
  const dayOnly = isRecord(admin?.date) && admin.date.pickerAppearance === 'dayOnly'

  const field = useMemo(() => {
    if (!admin) return props.field
    const date = isRecord(admin.date) ? admin.date : {}
    const overrides = {
      ...(isRecord(date.overrides) ? date.overrides : {}),
      locale: dutchDates,
      onChangeRaw: (event?: SyntheticEvent<HTMLElement>) => {
        // Called for typing, and for a day taken in the calendar (by click or key), which wins.
        typed.current = event?.type === 'change' && event.target instanceof HTMLInputElement ? event.target.value : null
      },
    }
    return { ...props.field, admin: { ...admin, date: { ...date, overrides } } }
  }, [props.field, admin])

  /** Takes the typed text, if any: its date, or the refusal. True when it handled one. */
  const takeTyped = (): boolean => {
    const text = typed.current?.trim()
    typed.current = null
    if (!text) return false
    const moment = readTypedDate(text, new Date(), { dayOnly })
    if (!moment) {
      setRefused(t('site:typedDate:notUnderstood', { text }))
      if (value !== before.current) setValue(before.current)
      return true
    }
    setRefused(null)
    const next = moment.toISOString()
    if (value !== next) setValue(next)
    return true
  }

  return (
    <div
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) before.current = value ?? null
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) takeTyped()
      }}
      onKeyDown={(event) => {
        // The picker closes on Enter and drops what it could not read itself.
        if (event.key === 'Enter') takeTyped()
      }}
    >
      <DateTimeField {...props} field={field} />
      {refused ? (
        <p
          role="alert"
          className="field-error typed-date-refusal"
          style={{ margin: '4px 0 0', color: 'var(--theme-error-500)' }}
        >
          {refused}
        </p>
      ) : null}
    </div>
  )
}
