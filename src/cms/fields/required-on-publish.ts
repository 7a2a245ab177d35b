import type { Field, Validate } from 'payload'
import { array, blocks, date, email, number, richText, text, textarea } from 'payload/shared'

const isDraft = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && '_status' in data && data._status === 'draft'

/** A field's validation with 'required' waived while the document is a draft. */
function requiredOnPublish<TValue, TData, TSibling, TField extends { required?: boolean }>(
  validate: Validate<TValue, TData, TSibling, TField>,
): Validate<TValue, TData, TSibling, TField> {
  return (value, options) => validate(value, isDraft(options.data) ? { ...options, required: false } : options)
}

/**
 * Drafts are validated (so that Payload's create view does not save an empty one when it opens),
 * but a draft is unfinished work: the fields' other rules apply to it, 'required' only when
 * publishing. Each required field's validation (its own, or Payload's default for its type)
 * waives 'required' while the saved status is 'draft'. Not (yet) for select, relationship and
 * upload fields, whose single and many-valued validations Payload types apart: a draft needs those.
 */
export function requiredOnPublishFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'text':
        return field.required && !field.hasMany
          ? { ...field, validate: requiredOnPublish(field.validate ?? text) }
          : field
      case 'textarea':
        return field.required ? { ...field, validate: requiredOnPublish(field.validate ?? textarea) } : field
      case 'email':
        return field.required ? { ...field, validate: requiredOnPublish(field.validate ?? email) } : field
      case 'number':
        return field.required && !field.hasMany
          ? { ...field, validate: requiredOnPublish(field.validate ?? number) }
          : field
      case 'date':
        return field.required ? { ...field, validate: requiredOnPublish(field.validate ?? date) } : field
      case 'richText':
        return field.required ? { ...field, validate: requiredOnPublish(field.validate ?? richText) } : field
      case 'array': {
        const fields = requiredOnPublishFields(field.fields)
        return field.required
          ? { ...field, fields, validate: requiredOnPublish(field.validate ?? array) }
          : { ...field, fields }
      }
      case 'blocks': {
        const withBlocks = {
          ...field,
          blocks: field.blocks.map((block) => ({ ...block, fields: requiredOnPublishFields(block.fields) })),
        }
        return field.required ? { ...withBlocks, validate: requiredOnPublish(field.validate ?? blocks) } : withBlocks
      }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: requiredOnPublishFields(field.fields) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: requiredOnPublishFields(tab.fields) })) }
      default:
        return field
    }
  })
}
