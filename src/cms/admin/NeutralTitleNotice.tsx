import type { ServerComponentProps } from 'payload'

import { findGenderedTerms, suggestNeutralTitle } from '@/content/neutral-titles'
import { nl } from '@/i18n/nl'

const text = nl.pay.neutralTitle

const field = (data: unknown, name: string): string => {
  const value = typeof data === 'object' && data !== null && name in data ? Reflect.get(data, name) : undefined
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Under the title, after a save: the gendered words in the saved title with a neutral word for
 * each and the whole title as suggested. The editor changes the title or gives a reason to keep it.
 */
export function NeutralTitleNotice({ data }: ServerComponentProps) {
  const title = field(data, 'title')
  const findings = findGenderedTerms(title)
  if (!findings.length) return null
  const reason = field(data, 'neutralTitleDismissal')
  if (reason)
    return <p style={{ margin: '0 0 var(--base)', color: 'var(--theme-elevation-600)' }}>{text.dismissed(reason)}</p>
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
      <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{text.warning}</p>
      <ul style={{ margin: '0 0 4px', paddingLeft: '1.2em' }}>
        {findings.map(({ found, suggestion }) => (
          <li key={found}>{text.finding(found, suggestion)}</li>
        ))}
      </ul>
      {proposal ? <p style={{ margin: '0 0 4px' }}>{text.proposal(proposal)}</p> : null}
      <p style={{ margin: 0 }}>{text.help}</p>
    </div>
  )
}
