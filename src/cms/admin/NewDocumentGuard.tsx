'use client'

import { LeaveWithoutSaving, useDocumentInfo } from '@payloadcms/ui'

/**
 * Payload's 'leave without saving' question on a new document. Payload leaves it out wherever
 * autosave is on, since autosave keeps what is typed; but a new document is written only when the
 * editor saves it (drafts are validated, see routable-collection.ts), so until then typing is lost
 * by a click elsewhere. Once saved the document has an id, and autosave takes over.
 */
export function NewDocumentGuard() {
  const { id } = useDocumentInfo()
  return id === undefined ? <LeaveWithoutSaving /> : null
}
