import 'server-only'

import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** The one Payload instance of this process (Payload caches it across calls). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
