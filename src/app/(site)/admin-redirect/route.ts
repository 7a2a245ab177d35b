import type { NextRequest } from 'next/server'

import { getRouteTable } from '@/content/documents'
import { buildLoginHref, resolveAdminTarget } from '@/content/editor'
import { isEditorRequest, privateRedirect } from '@/content/editor-session'

export const dynamic = 'force-dynamic'

/** SPEC 2.2 / 7 edit redirect: from a public path to its document's edit view in the admin. */
export async function GET(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (!(await isEditorRequest(request.headers))) return privateRedirect(buildLoginHref(`${pathname}${search}`))
  return privateRedirect(resolveAdminTarget(await getRouteTable(), searchParams.get('path')))
}
