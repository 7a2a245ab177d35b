'use client'

import { FieldsToExport } from '@payloadcms/plugin-import-export/rsc'
import { SelectField, useDocumentInfo, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

import { EXPORT_FIELDS, isExportable } from '@/cms/export-columns'

/**
 * The fields to export: the plugin's picker, starting from the collection's export fields (with
 * e-mail and phone) instead of the list's columns. An export that exists keeps its own.
 */
export const ExportFields: SelectFieldClientComponent = (props) => {
  const { id } = useDocumentInfo()
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { setValue } = useField<string[]>({ path: props.path })
  const startedFor = useRef<string>(undefined)
  // Runs after the picker's own effect (a child's effects run first), which sets the list's columns.
  useEffect(() => {
    if (id || !isExportable(collectionSlug) || startedFor.current === collectionSlug) return
    startedFor.current = collectionSlug
    setValue(EXPORT_FIELDS[collectionSlug])
  }, [id, collectionSlug, setValue])
  return <FieldsToExport {...props} />
}

/**
 * The sort order with the field's own (Dutch) options; the plugin's shows English ones. A change
 * turns the sort field's direction too, as the plugin's does ('createdAt' ↔ '-createdAt').
 */
export const ExportSortOrder: SelectFieldClientComponent = (props) => {
  const { value: sort, setValue: setSort } = useField<string>({ path: 'sort' })
  const onChange = (order: string | string[]) => {
    const field = (sort ?? '').replace(/^-/, '')
    if (field) setSort(order === 'desc' ? `-${field}` : field)
  }
  return <SelectField {...props} onChange={onChange} />
}
