import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { buildLoginHref } from '@/content/editor'
import { getPayloadClient } from '@/data/payload-client'
import { isEditorRequest, privateRedirect } from '@/page-data/editor-session'
import { toLocalPath } from '@/routing/local-path'
import { fetchDraftPath, parseDocumentRef } from '@/routing/server/route-lookup'

export const dynamic = 'force-dynamic'

/**
 * Draft preview for editors: turns on Next's draft mode, then shows the page with its drafts.
 * Given a document (collection and id), it opens the path of the document's newest draft, so a
 * never-published or renamed draft is found; otherwise the given same-origin path.
 */
export async function GET(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (!(await isEditorRequest(request.headers))) return privateRedirect(buildLoginHref(`${pathname}${search}`))
  const document = parseDocumentRef(searchParams.get('collection'), searchParams.get('id'))
  const draftPath = document ? await fetchDraftPath(await getPayloadClient(), document) : null
  const draft = await draftMode()
  draft.enable()
  return privateRedirect(draftPath ?? toLocalPath(searchParams.get('path')) ?? '/')
}
