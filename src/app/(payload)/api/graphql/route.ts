/* Payload's GraphQL API, for signed-in editors only and bounded before it runs. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { getPayloadClient } from '@/data/payload-client'
import { BodyError, readLimitedBody } from '@/ops/body'
import { transferPace } from '@/ops/limits'
import { nl } from '@/i18n/nl'
import { markNonBrowserRequest } from '@/cms/api-guard'
import { checkGraphqlBody, GRAPHQL_LIMITS } from '@/ops/graphql-guard'

const runGraphql = GRAPHQL_POST(config)

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The site itself never asks GraphQL anything, and the admin uses REST: anonymous visitors get a
 * 403 at once, so no one outside can make the server work through an expensive query.
 */
export async function POST(incoming: Request): Promise<Response> {
  const request = markNonBrowserRequest(incoming)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refuse(403, nl.api.graphqlSignedIn)
  let text: string
  try {
    text = new TextDecoder().decode(await readLimitedBody(request, GRAPHQL_LIMITS.bodyBytes, transferPace(false)))
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    if (error.reason === 'tooLarge') return refuse(413, nl.forms.errors.bodyTooLarge)
    if (error.reason === 'tooSlow') return refuse(408, nl.forms.errors.tooSlow)
    return refuse(400, nl.api.unreadable)
  }
  const check = checkGraphqlBody(text)
  if (!check.ok) return refuse(check.status, check.message)
  return runGraphql(new Request(request.url, { method: 'POST', headers: request.headers, body: text }))
}

export const OPTIONS = REST_OPTIONS(config)
