import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { buildLoginHref, toLocalPath } from '@/content/editor'
import { isEditorRequest, privateRedirect } from '@/content/editor-session'

export const dynamic = 'force-dynamic'

/** Draft preview for editors: turns on Next's draft mode, then shows the page with its drafts. */
export async function GET(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (!(await isEditorRequest(request.headers))) return privateRedirect(buildLoginHref(`${pathname}${search}`))
  const draft = await draftMode()
  draft.enable()
  return privateRedirect(toLocalPath(searchParams.get('path')) ?? '/')
}
