import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { isAdmin, isEditor } from '@/cms/access'
import { dataDirectory } from '@/cms/paths'

const EXPORT_SAVE_BUTTON = '/cms/admin/ExportSaveButton#ExportSaveButton'

/** The collections editors may export as CSV (filtered like their list: vacancy, status, date). */
const EXPORTABLE_COLLECTIONS = ['applications', 'contactMessages'] as const

/** Exported files hold applicants' data: kept this long, then removed by the retention job. */
const EXPORT_RETENTION_DAYS = 30

/** Labels the plugin leaves in English. */
const DUTCH_OPTION_LABELS: Record<string, string> = { Ascending: 'Oplopend', Descending: 'Aflopend' }
const DUTCH_FIELD_LABELS: Record<string, string> = {
  selectionToUse: 'Selectie',
  collectionSlug: 'Collectie',
  preview: 'Voorbeeld',
  where: 'Filter',
}

function dutchOptions(fields: Field[]): Field[] {
  return fields.map((input): Field => {
    const field =
      'name' in input && DUTCH_FIELD_LABELS[input.name] && !('label' in input && typeof input.label === 'function')
        ? ({ ...input, label: DUTCH_FIELD_LABELS[input.name] } as Field)
        : input
    if (field.type === 'select' || field.type === 'radio') {
      return {
        ...field,
        options: field.options.map((option) =>
          typeof option === 'object' && typeof option.label === 'string' && DUTCH_OPTION_LABELS[option.label]
            ? { ...option, label: DUTCH_OPTION_LABELS[option.label] }
            : option,
        ),
      } as Field
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: dutchOptions(field.fields) } as Field
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: dutchOptions(tab.fields) })) }
    return field
  })
}

const recordExporter: CollectionBeforeChangeHook = ({ data, operation, req }) =>
  operation === 'create' && req.user ? { ...data, exportedBy: req.user.id } : data

/** Every export is written to the log: who exported which collection, with which filter. */
const logExport: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  req.payload.logger.info(
    {
      export: doc.id,
      collection: doc.collectionSlug,
      where: doc.where ?? null,
      user: req.user?.email ?? null,
      file: doc.filename ?? null,
    },
    `Export van ${doc.collectionSlug} door ${req.user?.email ?? 'onbekend'}`,
  )
  return doc
}

/** A download (exported without saving) is logged too, before the plugin streams the file. */
function loggedDownloads(endpoints: CollectionConfig['endpoints']): CollectionConfig['endpoints'] {
  if (!endpoints) return endpoints
  return endpoints.map((endpoint) =>
    endpoint.path === '/download'
      ? {
          ...endpoint,
          handler: async (req) => {
            // The body can be read once: read it here and hand the same object to the plugin.
            const body = (typeof req.json === 'function' ? await req.json().catch(() => null) : null) as {
              data?: Record<string, unknown>
            } | null
            req.json = async () => body
            const collection = String(body?.data?.collectionSlug ?? '?')
            req.payload.logger.info(
              { collection, where: body?.data?.where ?? null, user: req.user?.email ?? null },
              `Export (download) van ${collection} door ${req.user?.email ?? 'onbekend'}`,
            )
            return endpoint.handler(req)
          },
        }
      : endpoint,
  )
}

function exportCollection({ collection }: { collection: CollectionConfig }): CollectionConfig {
  return {
    ...collection,
    endpoints: loggedDownloads(collection.endpoints),
    labels: { singular: 'Export', plural: 'Exports' },
    access: { read: isEditor, create: isEditor, update: () => false, delete: isAdmin },
    admin: {
      ...collection.admin,
      // The plugin's own button shows English notices.
      components: {
        ...collection.admin?.components,
        edit: { ...collection.admin?.components?.edit, SaveButton: EXPORT_SAVE_BUTTON },
      },
      description: `Elke export van sollicitaties of contactberichten, met wie hem maakte en het filter. Bestanden worden na ${EXPORT_RETENTION_DAYS} dagen verwijderd.`,
      defaultColumns: ['name', 'collectionSlug', 'exportedBy', 'createdAt'],
    },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.join(dataDirectory, 'exports'),
    },
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), recordExporter],
      afterChange: [...(collection.hooks?.afterChange ?? []), logExport],
    },
    fields: [
      ...dutchOptions(collection.fields),
      {
        name: 'exportedBy',
        type: 'relationship',
        relationTo: 'users',
        label: 'Geëxporteerd door',
        admin: { readOnly: true, position: 'sidebar' },
      },
    ],
  }
}

/** Nobody imports submissions: the plugin's import collection stays closed and out of sight. */
const closedImportCollection = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  labels: { singular: 'Import', plural: 'Imports' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  admin: { ...collection.admin, hidden: true },
})

/**
 * CSV export of applications and contact messages (Payload's import-export plugin): the list's
 * 'Exporteren' menu exports what the list's filters select; the export runs at once and is saved.
 */
export const exportsPlugin = (): Plugin =>
  importExportPlugin({
    collections: EXPORTABLE_COLLECTIONS.map((slug) => ({
      slug,
      import: false,
      export: { format: 'csv' as const, disableJobsQueue: true },
    })),
    overrideExportCollection: exportCollection,
    overrideImportCollection: closedImportCollection,
  })

/** Deletes saved exports (and their files) older than the retention period. */
export async function deleteExpiredExports(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<number> {
  const before = new Date(now.getTime() - EXPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const result = await payload.delete({
    collection: 'exports',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
    req,
  })
  return result.docs.length
}
