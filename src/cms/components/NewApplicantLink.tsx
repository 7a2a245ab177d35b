'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { nlNewApplicantLinkPanel } from '@/i18n/admin'

const text = nlNewApplicantLinkPanel

type State = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * In the sidebar of a stored application: replaces the applicant's personal link and mails the
 * new one (src/forms/applicant-link-renewal.ts), for a link that leaked or an applicant who can no
 * longer open it. The old link stops working at once.
 */
export function NewApplicantLink() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const [state, setState] = useState<State>('idle')
  if (id === undefined) return null

  const send = async () => {
    setState('sending')
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/applications/${id}/new-link`, {
        method: 'POST',
        credentials: 'include',
      })
      setState(response.ok ? 'sent' : 'failed')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="field-type" data-testid="new-applicant-link" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: '0 0 8px' }}>{text.explanation}</p>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={state === 'sending'} onClick={send}>
        {state === 'sending' ? text.sending : text.button}
      </Button>
      {state === 'sent' && <p role="status">{text.sent}</p>}
      {state === 'failed' && <p role="alert">{text.failed}</p>}
    </div>
  )
}
