import { describe, expect, it } from 'vitest'

import { buildApplicationNotification, buildConfirmation, buildContactNotification } from '@/forms/mail'
import { computeDeleteAfter, computeRetentionDates } from '@/forms/retention'
import { nl } from '@/i18n/nl'
import type { Application, ContactMessage } from '@/payload-types'

const DAY = 86_400_000
const closedAt = '2026-03-01T10:00:00.000Z'

describe('retention dates', () => {
  it('plans deletion four weeks after closing without consent, a year with it', () => {
    expect(computeDeleteAfter({ status: 'closed', consent: false, closedAt })).toBe(
      new Date(Date.parse(closedAt) + 28 * DAY).toISOString(),
    )
    expect(computeDeleteAfter({ status: 'closed', consent: true, closedAt })).toBe(
      new Date(Date.parse(closedAt) + 365 * DAY).toISOString(),
    )
    expect(computeDeleteAfter({ status: 'inProgress', consent: true, closedAt })).toBeNull()
  })

  it('sets the closing date once, keeps it and clears it on reopening', () => {
    const now = new Date('2026-04-01T00:00:00.000Z')
    expect(computeRetentionDates({ status: 'closed' }, { status: 'new' }, now).closedAt).toBe(now.toISOString())
    expect(computeRetentionDates({ consent: true }, { status: 'closed', closedAt }, now)).toEqual({
      closedAt,
      deleteAfter: new Date(Date.parse(closedAt) + 365 * DAY).toISOString(),
    })
    expect(computeRetentionDates({ status: 'inProgress' }, { status: 'closed', closedAt }, now)).toEqual({
      closedAt: null,
      deleteAfter: null,
    })
    expect(computeRetentionDates({ status: 'new' }, undefined, now)).toEqual({ closedAt: null, deleteAfter: null })
    // Withdrawn, rejected or hired ends an application as closing does; moving between them keeps the date.
    expect(computeRetentionDates({ status: 'withdrawn' }, { status: 'invited' }, now).closedAt).toBe(now.toISOString())
    expect(computeRetentionDates({ status: 'closed' }, { status: 'rejected', closedAt }, now).closedAt).toBe(closedAt)
    expect(computeRetentionDates({ status: 'invited' }, undefined, now)).toEqual({ closedAt: null, deleteAfter: null })
  })
})

const context = {
  brand: 'Koers Groep',
  office: 'inzendingen@koersgroep.nl',
  adminUrl: 'https://example.nl/admin/x/1',
  vacancyTitle: 'Monteur',
  link: 'https://example.nl/mijn-sollicitatie?token=abc.def',
}

describe('submission mail', () => {
  const application = {
    id: 1,
    firstName: 'Anna',
    lastName: 'de Boer',
    emailAddress: 'anna@example.nl',
    phoneNumber: '+31 6 12345678',
    gender: 'v',
    consent: true,
    message: 'Tot snel',
  } as Application
  const message = {
    id: 2,
    kind: 'business',
    name: 'Piet',
    businessName: 'Bakkerij Piet',
    email: 'piet@example.nl',
    phoneNumber: '+31 10 123 4567',
    message: 'Wij zoeken twee bakkers.',
  } as ContactMessage

  it('tells the office who applied for what, replying to the applicant', () => {
    const mail = buildApplicationNotification(application, context)
    expect(mail).toMatchObject({
      to: 'inzendingen@koersgroep.nl',
      replyTo: 'anna@example.nl',
      subject: 'Nieuwe sollicitatie op Monteur: Anna de Boer',
    })
    expect(mail.text).toContain('Tot snel')
    expect(mail.text).toContain(context.adminUrl)
    expect(buildApplicationNotification(application, { ...context, vacancyTitle: null }).subject).toBe(
      'Nieuwe open sollicitatie: Anna de Boer',
    )
  })

  it('tells the office about a business message', () => {
    const mail = buildContactNotification(message, context)
    expect(mail.subject).toBe('Nieuw zakelijk contactbericht van Piet (Bakkerij Piet)')
    expect(mail.text).toContain('Wij zoeken twee bakkers.')
  })

  it('confirms to the sender without repeating anything they typed', () => {
    const mail = buildConfirmation('contactMessages', 'piet@example.nl', context)
    expect(mail).toMatchObject({ to: 'piet@example.nl', subject: nl.forms.mail.confirmationSubject.contact })
    expect(mail.text).not.toContain('Piet')
    const confirmation = buildConfirmation('applications', 'anna@example.nl', context).text
    expect(confirmation).toContain('Monteur')
    expect(confirmation).toContain(`Bekijk je sollicitatie: ${context.link}`)
  })
})
