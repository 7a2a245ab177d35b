import type { CollectionConfig } from 'payload'

import { revalidationHooks } from '@/cms/hooks/revalidate'
import { anyone, isEditor } from '@/data/access'

/** Public reference data (no own page): anyone reads, editors write, changes refresh the cache. */
export function referenceCollection(config: Omit<CollectionConfig, 'access' | 'hooks'>): CollectionConfig {
  return {
    ...config,
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    hooks: { ...revalidationHooks },
  }
}
