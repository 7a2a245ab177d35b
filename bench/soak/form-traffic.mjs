/**
 * Visitors who write in: every `formSeconds` one of the three forms (an application with a PDF CV,
 * sometimes with a motivation letter too; a contact message; a business contact message), and
 * every `alertSeconds` a vacancy-alert sign-up, as the site's scripted forms send them (JSON
 * answers). Each post comes from an address of its own in X-Forwarded-For: a server that trusts
 * one proxy (TRUSTED_PROXY_COUNT=1) counts it as a visitor of its own, as behind the production proxy.
 */
import { cvPdf } from './cv-pdf.mjs'
import { timedRequest } from './timed-request.mjs'

/**
 * The n-th visitor's address: 10.x.y.z, distinct for 16 million posts.
 * @param {number} n
 */
const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/**
 * @param {number} ms
 * @param {AbortSignal} stop
 */
const pause = (ms, stop) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop.removeEventListener('abort', done)
      resolve(undefined)
    }
    const timer = setTimeout(done, ms)
    stop.addEventListener('abort', done, { once: true })
  })

/**
 * @param {{ origin: string, vacancyIds: number[], tally: import('./request-tally.mjs').RequestTally,
 *   formSeconds: number, alertSeconds: number, until: number, stop: AbortSignal }} options
 */
export async function runForms({ origin, vacancyIds, tally, formSeconds, alertSeconds, until, stop }) {
  let posts = 0
  // Addresses of alert sign-ups are counted apart from the forms', so the two never share one.
  let alertPosts = 1 << 23
  const headers = (/** @type {number} */ address) => ({
    accept: 'application/json',
    'x-forwarded-for': visitorAddress(address),
  })

  /** @param {number} n */
  const application = (n) => {
    const form = new FormData()
    Object.entries({
      gender: n % 2 ? 'v' : 'm',
      firstName: 'Duur',
      lastName: `Test ${n}`,
      emailAddress: `sollicitant.${n}@example.nl`,
      phoneNumber: '06 12345678',
      message: 'Graag kom ik langs voor een gesprek.',
      consent: '1',
    }).forEach(([name, value]) => form.set(name, value))
    // Every third one applies openly (no vacancy), as the open application page does.
    if (n % 3 && vacancyIds.length) form.set('vacancyId', String(vacancyIds[n % vacancyIds.length]))
    // CVs of one to a few dozen kilobytes.
    const cv = cvPdf(`Duur Test ${n}`, 40 + ((n * 37) % 400))
    form.set('applicationCV', new File([cv], `cv-${n}.pdf`, { type: 'application/pdf' }))
    if (n % 4 === 0) {
      const letter = cvPdf(`Motivatie ${n}`, 30)
      form.set('applicationMotivation', new File([letter], `motivatie-${n}.pdf`, { type: 'application/pdf' }))
    }
    return timedRequest(
      tally,
      {
        kind: 'form-application',
        url: `${origin}/actions/module/application-form`,
        init: { method: 'POST', body: form, headers: headers(n) },
      },
      stop,
    )
  }
  /** @param {number} n */
  const contact = (n, business = false) => {
    const fields = {
      name: `Duur Test ${n}`,
      phoneNumber: '0612345678',
      email: `contact.${n}@example.nl`,
      message: 'Een bericht van de duurtest.',
      ...(business ? { businessName: `Bedrijf ${n} B.V.` } : {}),
    }
    return timedRequest(
      tally,
      {
        kind: business ? 'form-contact-business' : 'form-contact',
        url: `${origin}/actions/module/${business ? 'contact-business' : 'contact'}`,
        init: { method: 'POST', body: new URLSearchParams(fields), headers: headers(n) },
      },
      stop,
    )
  }
  const forms = [application, (/** @type {number} */ n) => contact(n), (/** @type {number} */ n) => contact(n, true)]

  const formLoop = async () => {
    while (Date.now() < until && !stop.aborted) {
      const started = Date.now()
      const n = posts++
      await forms[n % forms.length](n)
      await pause(Math.max(0, formSeconds * 1000 - (Date.now() - started)), stop)
    }
  }
  const alertLoop = async () => {
    while (Date.now() < until && !stop.aborted) {
      const started = Date.now()
      const n = alertPosts++
      const query = n % 2 ? `search=zorg&location=Utrecht` : `sector=${n % 5}`
      await timedRequest(
        tally,
        {
          kind: 'alert-signup',
          url: `${origin}/actions/module/vacancy-alert`,
          init: {
            method: 'POST',
            body: new URLSearchParams({ email: `alert.${n}@example.nl`, frequency: n % 2 ? 'daily' : 'weekly', query }),
            headers: headers(n),
          },
        },
        stop,
      )
      await pause(Math.max(0, alertSeconds * 1000 - (Date.now() - started)), stop)
    }
  }
  await Promise.all([formLoop(), alertLoop()])
}
