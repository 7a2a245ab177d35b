import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { privateRedirect } from '@/page-data/editor-session'
import { toLocalPath } from '@/routing/local-path'

export const dynamic = 'force-dynamic'

/** The page the editor came from, when it is on this site. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer')
  if (!referer || !URL.canParse(referer)) return null
  const url = new URL(referer)
  return url.host === request.headers.get('host') ? toLocalPath(`${url.pathname}${url.search}`) : null
}

/** Leaves draft preview and shows the published page. */
export async function GET(request: NextRequest) {
  const draft = await draftMode()
  draft.disable()
  return privateRedirect(toLocalPath(request.nextUrl.searchParams.get('path')) ?? refererPath(request) ?? '/')
}
