import type { CollectionConfig, Payload } from 'payload'

import { SIGNATURE_WINDOW_SECONDS } from './signature'

const ATS_RECEIPTS = 'atsStatusReceipts'

/**
 * The signatures of status messages the ATS sent within the signature window, so that a message
 * replayed inside the window is refused. Each is stored as its receipt key (the decoded digest in
 * the canonical spelling, src/ats/signature.ts), so a respelled header is the same receipt. The unique signature lets the database decide between
 * copies that arrive at once, on one instance or several. Older rows are of no use (the window
 * refuses their messages anyway) and are removed as new ones come in.
 */
export const AtsStatusReceipts: CollectionConfig = {
  slug: ATS_RECEIPTS,
  labels: { singular: 'Ontvangen ATS-bericht', plural: 'Ontvangen ATS-berichten' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  admin: { hidden: true },
  fields: [{ name: 'signature', type: 'text', label: 'Handtekening', required: true, unique: true, index: true }],
}

/** Payload refused the row (the signature is taken): told by status, as in src/forms/store.ts. */
const isRefusal = (error: unknown) => error instanceof Error && 'status' in error && error.status === 400

/** Records a message's receipt key: true the first time, false for a replay. */
export async function recordReceipt(payload: Payload, receiptKey: string, now = new Date()): Promise<boolean> {
  const before = new Date(now.getTime() - 2 * SIGNATURE_WINDOW_SECONDS * 1000).toISOString()
  await payload.delete({ collection: ATS_RECEIPTS, where: { createdAt: { less_than: before } }, overrideAccess: true })
  try {
    await payload.create({ collection: ATS_RECEIPTS, data: { signature: receiptKey }, overrideAccess: true })
    return true
  } catch (error) {
    if (isRefusal(error)) return false
    throw error
  }
}
