import type { Block, CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

import { requiredOnPublishFields } from '@/cms/fields/required-on-publish'
import { nl } from '@/i18n/nl'

import { blockThumbnail } from './block-thumbnail'
import { GROUP_BY_SLUG } from './groups'
import { ADMIN_DATE_FORMAT, DAY_FORMAT, TYPED_TIME_FORMATS } from './typed-date'

/** Every date field: Dutch from its first render, and reads what an editor types the Dutch way. */
const DATE_FIELD = '/cms/admin/DateField#DateField'

const ROW_LABEL = '/cms/admin/RowLabel#ArrayRowLabel'
const BLOCK_LABEL = '/cms/admin/RowLabel#BlockRowLabel'

const singularOf = (labels: { singular?: unknown } | undefined, fallback: string): string =>
  typeof labels?.singular === 'string' ? labels.singular : fallback

function withBlockConventions(block: Block): Block {
  const singular = singularOf(block.labels, block.slug)
  return {
    ...block,
    fields: withFieldConventions(block.fields),
    admin: {
      ...block.admin,
      // Payload's free 'block name' field ('Zonder titel') is replaced by the title from the block itself.
      disableBlockName: true,
      components: { ...block.admin?.components, Label: { path: BLOCK_LABEL, clientProps: { singular } } },
      images: { thumbnail: { url: blockThumbnail(block.slug, singular), alt: singular }, ...block.admin?.images },
    },
  }
}

/**
 * The admin's conventions applied to every field: Dutch date formats, array rows and blocks labelled
 * by their own title, and generated block thumbnails.
 */
function withFieldConventions(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'date': {
        const date = field.admin?.date
        // A day-only picker has no time; every other picker shows the time on a 24-hour clock.
        // A typed time is read in the Dutch ways only; the picker's list of formats also stops it
        // from guessing (a single format falls back to the browser's own date parsing: midnight).
        const formats =
          date?.pickerAppearance === 'dayOnly'
            ? { displayFormat: DAY_FORMAT }
            : {
                displayFormat: ADMIN_DATE_FORMAT,
                timeFormat: 'HH:mm',
              }
        const overrides =
          date?.pickerAppearance === 'dayOnly'
            ? { ...nl.admin.datePicker, ...date.overrides }
            : { ...nl.admin.datePicker, dateFormat: [ADMIN_DATE_FORMAT, ...TYPED_TIME_FORMATS], ...date?.overrides }
        return {
          ...field,
          admin: {
            ...field.admin,
            date: { ...formats, ...date, overrides } as typeof date,
            components: { Field: DATE_FIELD, ...field.admin?.components },
          },
        }
      }
      case 'array':
        return {
          ...field,
          fields: withFieldConventions(field.fields),
          admin: {
            ...field.admin,
            components: {
              RowLabel: { path: ROW_LABEL, clientProps: { singular: singularOf(field.labels, field.name) } },
              ...field.admin?.components,
            },
          },
        }
      case 'blocks':
        return { ...field, blocks: field.blocks.map(withBlockConventions) }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: withFieldConventions(field.fields) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withFieldConventions(tab.fields) })) }
      default:
        return field
    }
  })
}

const validatesDrafts = (entity: CollectionConfig | GlobalConfig): boolean =>
  typeof entity.versions === 'object' &&
  typeof entity.versions.drafts === 'object' &&
  entity.versions.drafts.validate === true

const grouped = <T extends CollectionConfig | GlobalConfig>(entity: T): T => {
  const group = GROUP_BY_SLUG[entity.slug]
  const fields = validatesDrafts(entity) ? requiredOnPublishFields(entity.fields) : entity.fields
  return {
    ...entity,
    fields: withFieldConventions(fields),
    admin: group && !entity.admin?.hidden ? { ...entity.admin, group } : entity.admin,
  } as T
}

/**
 * Applied last, so it also reaches the collections other plugins add (exports, redirects): groups
 * the navigation and applies the field conventions; where drafts are validated, 'required' waits
 * for publishing.
 */
export const adminConventionsPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(grouped),
  globals: config.globals?.map(grouped),
})
