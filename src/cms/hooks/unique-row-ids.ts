import {
  ValidationError,
  type CollectionBeforeValidateHook,
  type FlattenedField,
  type GlobalBeforeValidateHook,
  type Plugin,
} from 'payload'

import { nl } from '@/i18n/nl'

type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The paths of rows (array rows, blocks) whose id an earlier row of the document already has.
 * Every row is stored under its id in its table; on SQLite, which writes a document without a
 * transaction, a second row with the same id failed after the document's own row was written.
 */
function duplicateRowIds(fields: FlattenedField[], data: Row): string[] {
  const seen = new Set<string>()
  const duplicates: string[] = []
  const walk = (within: FlattenedField[], value: Row, prefix: string) => {
    for (const field of within) {
      const own = value[field.name]
      const path = `${prefix}${field.name}`
      if ((field.type === 'group' || field.type === 'tab') && isRow(own)) walk(field.flattenedFields, own, `${path}.`)
      if ((field.type !== 'array' && field.type !== 'blocks') || !Array.isArray(own)) continue
      own.forEach((row, index) => {
        if (!isRow(row)) return
        const rowPath = `${path}.${index}`
        if (typeof row.id === 'string' || typeof row.id === 'number') {
          const id = String(row.id)
          if (seen.has(id)) duplicates.push(`${rowPath}.id`)
          seen.add(id)
        }
        const rowFields =
          field.type === 'array'
            ? field.flattenedFields
            : field.blocks.find((block) => block.slug === row.blockType)?.flattenedFields
        if (rowFields) walk(rowFields, row, `${rowPath}.`)
      })
    }
  }
  walk(fields, data, '')
  return duplicates
}

function refuseDuplicates(fields: FlattenedField[], data: Row | undefined, collection?: string, global?: string) {
  const paths = data ? duplicateRowIds(fields, data) : []
  if (!paths.length) return
  throw new ValidationError({
    collection,
    global,
    errors: paths.map((path) => ({ path, message: nl.api.duplicateRowId })),
  })
}

const collectionHook: CollectionBeforeValidateHook = ({ collection, data }) => {
  refuseDuplicates(collection.flattenedFields, data, collection.slug)
  return data
}

const globalHook: GlobalBeforeValidateHook = ({ global, data }) => {
  refuseDuplicates(global.flattenedFields, data, undefined, global.slug)
  return data
}

/**
 * Refuses (400, in Dutch) a document in which two rows share an id, before anything is written:
 * a duplicate otherwise breaks the insert half-way and leaves the document without its content.
 */
export const uniqueRowIdsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeValidate: [...(collection.hooks?.beforeValidate ?? []), collectionHook] },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeValidate: [...(global.hooks?.beforeValidate ?? []), globalHook] },
  })),
})
