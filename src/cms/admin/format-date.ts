import { SITE_TIME_ZONE } from '@/ops/time-zone.mjs'

const parts = new Intl.DateTimeFormat('nl-NL', {
  timeZone: SITE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A date as the admin shows dates everywhere (d MMMM yyyy, HH:mm), in Dutch time: 22 november 2026, 14:59. */
export function formatAdminDate(value: string | Date): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(value)).map(({ type, value }) => [type, value]))
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`
}
