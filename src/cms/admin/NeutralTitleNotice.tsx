'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'

import { findGenderedTerms, suggestNeutralTitle } from '@/content/neutral-titles'
import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/payload'

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * Under the title: the gendered words in the title as it stands in the form, with a neutral word
 * for each and the whole title as suggested. It reads the form, not the saved document, so it
 * follows the editor's typing and every save without a reload. The editor changes the title or
 * gives a reason to keep it.
 */
export function NeutralTitleNotice() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const title = textOf(useFormFields(([fields]) => fields.title?.value))
  const reason = textOf(useFormFields(([fields]) => fields.neutralTitleDismissal?.value))
  const findings = findGenderedTerms(title)
  if (!findings.length) return null
  if (reason)
    return (
      <p style={{ margin: '0 0 var(--base)', color: 'var(--theme-elevation-600)' }}>
        {t('site:neutralTitle:dismissed', { reason })}
      </p>
    )
  const proposal = suggestNeutralTitle(title)
  return (
    <div
      role="status"
      className="neutral-title-notice"
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) / 2)',
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-50)',
        borderRadius: 'var(--style-radius-s)',
      }}
    >
      <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{t('site:neutralTitle:warning')}</p>
      <ul style={{ margin: '0 0 4px', paddingLeft: '1.2em' }}>
        {findings.map(({ found, suggestion }) => (
          <li key={found}>
            {suggestion
              ? t('site:neutralTitle:finding', { found, suggestion })
              : t('site:neutralTitle:findingRemove', { found })}
          </li>
        ))}
      </ul>
      {proposal ? <p style={{ margin: '0 0 4px' }}>{t('site:neutralTitle:proposal', { title: proposal })}</p> : null}
      <p style={{ margin: 0 }}>{t('site:neutralTitle:help')}</p>
    </div>
  )
}
