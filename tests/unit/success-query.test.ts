import { describe, expect, it } from 'vitest'

import { SUCCESS_QUERY_FIELDS, withSuccessQuery } from '@/forms/success-query'

describe('the thank-you address after a form', () => {
  it('carries the staffing request’s sector, encoded, and nothing else it was sent', () => {
    const sent = { sector: 'Bouw & Infra', email: 'henk@example.nl', name: 'Henk' }
    expect(withSuccessQuery('/personeel-aanvragen/bedankt', sent, SUCCESS_QUERY_FIELDS.staffingRequest)).toBe(
      '/personeel-aanvragen/bedankt?sector=Bouw+%26+Infra',
    )
  })

  it('stays as it is for a form without such fields, or an empty choice', () => {
    expect(withSuccessQuery('/contact/bedankt', { sector: 'Zorg' })).toBe('/contact/bedankt')
    expect(withSuccessQuery('/personeel-aanvragen/bedankt', { sector: ' ' }, ['sector'])).toBe(
      '/personeel-aanvragen/bedankt',
    )
  })
})
