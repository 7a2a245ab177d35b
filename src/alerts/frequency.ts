/** How often an alert is mailed. Its own module: the sign-up form's radios run in the browser. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
