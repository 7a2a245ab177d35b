/**
 * Payload's `withPayload` asks every response for the colour-scheme client hint, which only its
 * admin uses (for its theme). On public pages `Critical-CH` makes Chrome send a visitor's first
 * request twice, and `Vary: Sec-CH-Prefers-Color-Scheme` splits every CDN and proxy cache in two;
 * so those headers are kept to the admin's paths.
 */

type Header = { key: string; value: string }
type HeaderRule = { source: string; headers: Header[] }

const HINT = 'sec-ch-prefers-color-scheme'
const ADMIN_SOURCES = ['/admin', '/admin/:path*']

function isClientHintHeader({ key, value }: Header): boolean {
  const name = key.toLowerCase()
  return (name === 'accept-ch' || name === 'critical-ch' || name === 'vary') && value.trim().toLowerCase() === HINT
}

/** The header rules with the colour-scheme hint headers moved from every path to the admin's. */
export function limitClientHintsToAdmin<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isClientHintHeader)
    if (!hints.length || ADMIN_SOURCES.includes(rule.source)) return [rule]
    const rest = rule.headers.filter((header) => !isClientHintHeader(header))
    return [
      ...(rest.length ? [{ ...rule, headers: rest }] : []),
      ...ADMIN_SOURCES.map((source) => ({ ...rule, source, headers: hints })),
    ]
  })
}
