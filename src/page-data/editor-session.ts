import 'server-only'

import { getPayloadClient } from '@/data/payload-client'

/** True when the request carries a valid editor session (Payload's own cookie or header). */
export async function isEditorRequest(headers: Headers): Promise<boolean> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  return Boolean(user)
}

/** A redirect that no shared cache may keep: it depends on who asks. */
export function privateRedirect(location: string): Response {
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'private, no-store' } })
}
