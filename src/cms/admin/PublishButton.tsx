'use client'

import { ConfigProvider, PublishButton as PayloadPublishButton, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useMemo } from 'react'

/**
 * Payload's publish button without its schedule drawer. The collection plans with Payload's
 * scheduled publishing (`versions.drafts.schedulePublish`, so Payload's task runs the plans), but
 * editors plan in the document's own fields (src/cms/scheduled.ts): the drawer's picker reads a
 * typed time in an English format and accepts past moments. The button reads the collection's
 * config to offer the drawer, so it is given the collection as if scheduling were off.
 */
export function PublishButton() {
  const { config } = useConfig()
  const { collectionSlug } = useDocumentInfo()
  const withoutDrawer = useMemo(
    () => ({
      ...config,
      collections: config.collections.map((collection) => {
        const drafts = collection.versions ? collection.versions.drafts : false
        if (collection.slug !== collectionSlug || !collection.versions || !drafts) return collection
        return { ...collection, versions: { ...collection.versions, drafts: { ...drafts, schedulePublish: false } } }
      }),
    }),
    [config, collectionSlug],
  )
  return (
    <ConfigProvider config={withoutDrawer}>
      <PayloadPublishButton />
    </ConfigProvider>
  )
}
