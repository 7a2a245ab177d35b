import { escapeMarkup } from '@/content/escape-markup'
import { nl } from '@/i18n/nl'

const text = nl.alerts.mail

export type AlertMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> }

type DigestVacancy = {
  title: string
  url: string
  company?: string | null
  location?: string | null
  /** As the site shows it: '€ 3.200 – € 4.100 per maand'. */
  salary?: string | null
}

export type DigestContent = {
  to: string
  brand: string
  search: string
  vacancies: DigestVacancy[]
  total: number
  searchUrl: string
  manageUrl: string
  unsubscribeUrl: string
}

const button = (href: string, label: string) =>
  `<a href="${escapeMarkup(href)}" style="display:inline-block;background:#4b1f6f;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeMarkup(label)}</a>`

function layout(body: string, footer: string): string {
  return [
    '<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    '</head><body style="margin:0;background:#f5f3f8;font-family:Arial,Helvetica,sans-serif;color:#1d1b22">',
    '<div style="max-width:600px;margin:0 auto;padding:24px">',
    `<div style="background:#ffffff;border-radius:16px;padding:24px">${body}</div>`,
    `<p style="font-size:13px;color:#5c5866;margin-top:16px">${footer}</p>`,
    '</div></body></html>',
  ].join('')
}

/**
 * The double opt-in mail. It repeats nothing the visitor typed (the address is not yet verified,
 * so the form must not become a way to send chosen text to strangers): only the signed link.
 */
export function buildConfirmationMail({ to, brand, link }: { to: string; brand: string; link: string }): AlertMail {
  const plain = text.confirmText(brand, link)
  const paragraphs = plain
    .split('\n\n')
    .map((paragraph) =>
      paragraph === link
        ? `<p>${button(link, text.confirmButton)}</p>`
        : `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
  return { to, subject: text.confirmSubject, text: plain, html: layout(paragraphs.join(''), escapeMarkup(brand)) }
}

/** RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** A digest: the new vacancies of one saved search, each linking to its page, in HTML and text. */
export function buildDigestMail(content: DigestContent): AlertMail {
  const { vacancies, total, search, brand } = content
  const details = (vacancy: DigestVacancy) =>
    [vacancy.company, vacancy.location, vacancy.salary].filter(Boolean).join(' - ')
  const plain = [
    text.digestIntro(total, search),
    '',
    ...vacancies.flatMap((vacancy) => [
      vacancy.title,
      ...(details(vacancy) ? [details(vacancy)] : []),
      vacancy.url,
      '',
    ]),
    ...(total > vacancies.length ? [`${text.more(total)}:`, content.searchUrl, ''] : []),
    `${text.manage}:`,
    content.manageUrl,
    '',
    text.footer(brand),
  ].join('\n')
  const items = vacancies
    .map(
      (vacancy) =>
        `<li style="margin:0 0 16px"><a href="${escapeMarkup(vacancy.url)}" style="color:#4b1f6f;font-weight:bold;font-size:17px">${escapeMarkup(vacancy.title)}</a>` +
        (details(vacancy) ? `<br><span style="color:#5c5866">${escapeMarkup(details(vacancy))}</span>` : '') +
        '</li>',
    )
    .join('')
  const body = [
    `<p style="font-size:17px">${escapeMarkup(text.digestIntro(total, search))}</p>`,
    `<ul style="list-style:none;padding:0;margin:24px 0">${items}</ul>`,
    total > vacancies.length ? `<p>${button(content.searchUrl, text.more(total))}</p>` : '',
  ].join('')
  const footer = `${escapeMarkup(text.footer(brand))} <a href="${escapeMarkup(content.manageUrl)}" style="color:#4b1f6f">${escapeMarkup(text.manage)}</a>`
  return {
    to: content.to,
    subject: text.digestSubject(total, search),
    text: plain,
    html: layout(body, footer),
    headers: unsubscribeHeaders(content.unsubscribeUrl),
  }
}
