import type { CollectionConfig } from 'payload'

import { revalidationHooks } from '@/cms/hooks/revalidate'
import { anyone, isEditor } from '@/data/access'

type AfterHooks = Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>

/**
 * Public reference data (no own page): anyone reads, editors write, changes refresh the cache;
 * `more` hooks run after that (keeping the proxy's route memory current, for filter values).
 */
export function referenceCollection(
  config: Omit<CollectionConfig, 'access' | 'hooks'>,
  more: AfterHooks = {},
): CollectionConfig {
  return {
    ...config,
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    hooks: {
      afterChange: [...revalidationHooks.afterChange, ...(more.afterChange ?? [])],
      afterDelete: [...revalidationHooks.afterDelete, ...(more.afterDelete ?? [])],
    },
  }
}
