/** The hidden form field people never see and bots fill in; a filled one is dropped silently. */
export const HONEYPOT_FIELD = 'website'
