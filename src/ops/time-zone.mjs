/**
 * The site's time zone. Payload's admin formats dates on the server (the version view, the
 * restore dialog) in the process's local time, and job schedules ('0 7 * * *') run in it: both
 * must be Dutch time, whatever zone the machine is set to.
 */
export const SITE_TIME_ZONE = 'Europe/Amsterdam'

/** Makes the site's time zone the process's local time (Node reads TZ again when it is set). */
export function adoptSiteTimeZone() {
  process.env.TZ = SITE_TIME_ZONE
}
