import type { NextRequest } from 'next/server'

import { buildLoginHref, resolveAdminTarget } from '@/content/editor'
import { getPayloadClient } from '@/data/payload-client'
import { isEditorRequest, privateRedirect } from '@/page-data/editor-session'
import { fetchRoute } from '@/routing/server/route-lookup'

export const dynamic = 'force-dynamic'

/**
 * SPEC 2.2 / 7 edit redirect: from a public path to its document's edit view in the admin
 * (drafts included, so a page previewed before its first publish opens too). The target is
 * always built here ('/admin/...'); the `path` parameter only selects a document.
 */
export async function GET(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (!(await isEditorRequest(request.headers))) return privateRedirect(buildLoginHref(`${pathname}${search}`))
  const payload = await getPayloadClient()
  return privateRedirect(
    await resolveAdminTarget((path) => fetchRoute(payload, path, { draft: true }), searchParams.get('path')),
  )
}
