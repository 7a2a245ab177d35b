'use client'

import { useId } from 'react'

import type { MailTemplateChoice } from '@/forms/mail-templates'
import { nlMailTemplates } from '@/i18n/admin'

const text = nlMailTemplates

type Message = { subject: string; body: string }

/**
 * A choice of message templates (filled in for the applicant): the first option is `first` (the
 * status's own message, or the recruiter's own text), then every template by name.
 */
export function TemplateSelect({
  templates,
  first,
  onChoose,
}: {
  templates: readonly MailTemplateChoice[]
  first: { label: string; message: Message }
  onChoose: (message: Message) => void
}) {
  const id = useId()
  if (!templates.length) return null
  return (
    <div style={{ display: 'grid', gap: 4, marginBottom: 8 }}>
      <label htmlFor={id}>{text.choose}</label>
      <select
        id={id}
        defaultValue=""
        onChange={(event) =>
          onChoose(templates.find((template) => String(template.id) === event.target.value) ?? first.message)
        }
        style={{ padding: 8 }}
      >
        <option value="">{first.label}</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.title}
          </option>
        ))}
      </select>
    </div>
  )
}
