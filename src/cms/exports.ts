import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import { getTranslation } from '@payloadcms/translations'
import path from 'node:path'
import {
  Forbidden,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type FlattenedField,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { formatAdminDate } from '@/cms/admin/format-date'
import { toDutchCsv } from '@/cms/dutch-csv'
import { EXPORT_FIELDS, type ExportableCollection } from '@/cms/export-columns'
import { dataDirectory } from '@/cms/paths'
import { isAdmin, isEditor } from '@/data/access'
import { EXPORT_RETENTION_DAYS } from '@/forms/retention'
import { nlAdmin } from '@/i18n/admin'

const EXPORT_SAVE_BUTTON = '/cms/admin/ExportSaveButton#ExportSaveButton'

/** The collections editors may export as CSV (filtered like their list: vacancy, status, date), for Dutch Excel. */
const EXPORTABLE_COLLECTIONS = Object.keys(EXPORT_FIELDS) as ExportableCollection[]

/** Exported files hold applicants' data: kept this long, then removed by the retention job. */

/** Labels the plugin leaves in English. */
const DUTCH_OPTION_LABELS: Record<string, string> = { Ascending: 'Oplopend', Descending: 'Aflopend' }
const DUTCH_FIELD_LABELS: Record<string, string> = {
  selectionToUse: 'Selectie',
  collectionSlug: 'Collectie',
  preview: 'Voorbeeld',
  where: 'Filter',
}

const EXPORT_FIELDS_COMPONENTS = '/cms/admin/ExportFields'

/** Drawer fields whose plugin component ignores our labels or defaults. */
const DRAWER_FIELDS: Record<string, { defaultValue?: string; admin: Record<string, unknown> }> = {
  // The plugin's limit field copies the list's page size (10): an export holds every matching
  // row unless the editor sets a limit.
  limit: { admin: { components: {}, placeholder: 'Geen limiet' } },
  // The plugin's sort order shows its own English options, not the field's.
  sortOrder: {
    defaultValue: 'asc',
    admin: { components: { Field: `${EXPORT_FIELDS_COMPONENTS}#ExportSortOrder` } },
  },
  // The plugin's picker starts from the list's columns, without e-mail and phone.
  fields: { admin: { components: { Field: `${EXPORT_FIELDS_COMPONENTS}#ExportFields` } } },
}

function dutchOptions(fields: Field[]): Field[] {
  return fields.map((input): Field => {
    const named =
      'name' in input && DUTCH_FIELD_LABELS[input.name] && !('label' in input && typeof input.label === 'function')
        ? ({ ...input, label: DUTCH_FIELD_LABELS[input.name] } as Field)
        : input
    const own = 'name' in named ? DRAWER_FIELDS[named.name] : undefined
    const field = own ? ({ ...named, ...own, admin: { ...named.admin, ...own.admin } } as Field) : named
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

/** A value as the admin shows it: an option's label, yes or no, a date and time in Dutch time. */
function readableValue(field: FlattenedField, value: unknown, req: PayloadRequest): unknown {
  if (value === null || value === undefined || value === '') return ''
  switch (field.type) {
    case 'select':
    case 'radio': {
      const option = field.options.find((option) => (typeof option === 'string' ? option : option.value) === value)
      return typeof option === 'object' ? getTranslation(option.label, req.i18n) : value
    }
    case 'checkbox':
      return req.t(value ? 'general:yes' : 'general:no')
    case 'date':
      return typeof value === 'string' ? formatAdminDate(value) : value
    default:
      return value
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The plugin's list of the fields marked `custom['plugin-import-export'].disabled` (it keeps their
 * dot paths on the collection), as a test of a flattened CSV column: `statusHistory` covers
 * `statusHistory_0_status` too, an array's rows sitting between the path's parts.
 */
function disabledColumns(config: CollectionConfig): (column: string) => boolean {
  const paths: unknown = config.admin?.custom?.['plugin-import-export']?.disabledFields
  const patterns = (Array.isArray(paths) ? paths : [])
    .filter((path): path is string => typeof path === 'string')
    .map((path) => new RegExp(`^${path.split('.').map(escapeRegExp).join('(?:_\\d+)?_')}(?:_.*)?$`))
  return (column) => patterns.some((pattern) => pattern.test(column))
}

/**
 * CSV rows as editors read them: the fields' Dutch labels as column headers and readable values.
 * The plugin writes the CSV; relationships are named by their fields' own export hooks. The
 * plugin leaves disabled fields out of a saved or downloaded file but not out of the drawer's
 * preview, whose rows pass through this hook too: they are left out here, for both.
 */
const readableRows =
  (slug: ExportableCollection): ExportBeforeHook =>
  ({ data, format, req }) => {
    if (format !== 'csv') return data
    const config = req.payload.collections[slug].config
    const fields = new Map(config.flattenedFields.map((field) => [field.name, field]))
    const disabled = disabledColumns(config)
    return data.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !disabled(column))
          .map(([column, value]) => {
            const field = fields.get(column)
            if (!field) return [column === 'id' ? 'ID' : column, value]
            return [field.label ? getTranslation(field.label, req.i18n) : column, readableValue(field, value, req)]
          }),
      ),
    )
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

/**
 * The drawer's endpoints are for editors only (a custom endpoint has no collection access of its
 * own), and a download (exported without saving) is logged too, before the plugin streams the file.
 */
function editorEndpoints(endpoints: CollectionConfig['endpoints']): CollectionConfig['endpoints'] {
  if (!endpoints) return endpoints
  return endpoints.map((endpoint) => ({
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      if (!req.user) throw new Forbidden(req.t)
      if (endpoint.path === '/download') {
        // The body can be read once: read it here and hand the same object to the plugin.
        const body = (typeof req.json === 'function' ? await req.json().catch(() => null) : null) as {
          data?: Record<string, unknown>
        } | null
        req.json = async () => body
        const collection = String(body?.data?.collectionSlug ?? '?')
        req.payload.logger.info(
          { collection, where: body?.data?.where ?? null, user: req.user.email },
          `Export (download) van ${collection} door ${req.user.email}`,
        )
      }
      const response = await endpoint.handler(req)
      return endpoint.path === '/download' ? dutchCsvResponse(response) : response
    },
  }))
}

const isCsv = (type: string | null | undefined) => Boolean(type?.startsWith('text/csv'))

/** A downloaded CSV, streamed by the plugin with commas, as Dutch Excel opens it. */
async function dutchCsvResponse(response: Response): Promise<Response> {
  if (!response.ok || !isCsv(response.headers.get('content-type'))) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(toDutchCsv(await response.text()), { status: response.status, headers })
}

/** A saved export's file (the plugin's hook before it has made it) as Dutch Excel opens it. */
const dutchCsvFile: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' || !req.file || !isCsv(req.file.mimetype)) return
  const data = Buffer.from(toDutchCsv(req.file.data.toString('utf8')))
  req.file = { ...req.file, data, size: data.length }
}

function exportCollection({ collection }: { collection: CollectionConfig }): CollectionConfig {
  return {
    ...collection,
    endpoints: editorEndpoints(collection.endpoints),
    labels: { singular: 'Export', plural: 'Exports' },
    access: { read: isEditor, create: isEditor, update: () => false, delete: isAdmin },
    admin: {
      ...collection.admin,
      // The plugin's own button shows English notices.
      components: {
        ...collection.admin?.components,
        edit: { ...collection.admin?.components?.edit, SaveButton: EXPORT_SAVE_BUTTON },
      },
      description: nlAdmin.exportsDescription(EXPORT_RETENTION_DAYS),
      defaultColumns: ['name', 'collectionSlug', 'exportedBy', 'createdAt'],
    },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.join(dataDirectory, 'exports'),
    },
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), dutchCsvFile],
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
      export: { format: 'csv' as const, disableJobsQueue: true, hooks: { before: readableRows(slug) } },
    })),
    overrideExportCollection: exportCollection,
    overrideImportCollection: closedImportCollection,
  })
