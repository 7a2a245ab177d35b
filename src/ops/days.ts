/** The milliseconds of a day, for ages and retention periods counted in whole days. */
export const DAY_MS = 24 * 60 * 60 * 1000
