import type { Block, Field, SanitizedConfig } from 'payload'
import { toWords } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { GROUP_BY_SLUG } from '@/cms/admin/groups'
import { rowTitle } from '@/cms/admin/row-title'

/** Payload's own collections, which it labels itself (and keeps out of the navigation). */
const PAYLOAD_INTERNAL = new Set([
  'payload-jobs',
  'payload-jobs-stats',
  'payload-preferences',
  'payload-migrations',
  'payload-locked-documents',
  'payload-kv',
  'imports',
])

/** Made-up labels that happen to be Dutch too. */
const ALSO_DUTCH = new Set(['Slug', 'Status', 'Logo', 'Label', 'Link', 'Intro', 'Recruiter'])

const isHidden = (field: Field) =>
  ('hidden' in field && field.hidden === true) ||
  (field.admin && 'hidden' in field.admin && field.admin.hidden === true) ||
  (field.admin && 'disabled' in field.admin && field.admin.disabled === true)

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@payload-config')).default
}, 120_000)

type Finding = string

/**
 * Every label an editor can see that Payload had to make up from a field name ('Content Text',
 * 'Page Content Matrix Advanced', 'Item', 'Child'): those are English and technical.
 */
function madeUpLabels(fields: Field[], where: string): Finding[] {
  const findings: Finding[] = []
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    const label = 'label' in field ? field.label : undefined
    const path = `${where}.${name ?? field.type}`
    if (isHidden(field)) continue
    if (typeof label === 'string' && name && label === toWords(name) && !ALSO_DUTCH.has(label))
      findings.push(`${path}: '${label}'`)
    if ((field.type === 'array' || field.type === 'blocks') && typeof field.labels?.singular === 'string') {
      const made = toWords(field.name)
      if (field.labels.singular === made || made.startsWith(field.labels.singular))
        findings.push(`${path} rows: '${field.labels.singular}'`)
    }
    if ('fields' in field && Array.isArray(field.fields)) findings.push(...madeUpLabels(field.fields, path))
    if (field.type === 'tabs') for (const tab of field.tabs) findings.push(...madeUpLabels(tab.fields, path))
    if (field.type === 'blocks')
      for (const block of field.blocks as Block[]) {
        // Payload's free block name field, switched off everywhere (the block's own title labels it).
        if (!block.admin?.disableBlockName) findings.push(`${path}.${block.slug}: block name shown`)
        const fields = block.fields.filter(
          (candidate) =>
            !(
              'name' in candidate &&
              candidate.name === 'blockName' &&
              candidate.type === 'text' &&
              candidate.label === 'Block Name'
            ),
        )
        findings.push(...madeUpLabels(fields, `${path}.${block.slug}`))
      }
  }
  return findings
}

describe('the Dutch admin', () => {
  it('has no label made up from a field name', () => {
    const findings = [
      ...config.collections
        .filter((collection) => !PAYLOAD_INTERNAL.has(collection.slug))
        .flatMap((collection) => madeUpLabels(collection.fields, collection.slug)),
      ...config.globals
        .filter((global) => !PAYLOAD_INTERNAL.has(global.slug))
        .flatMap((global) => madeUpLabels(global.fields, global.slug)),
    ]
    expect(findings).toEqual([])
  })

  it('puts every collection and global an editor sees in one of the five groups', () => {
    const visible = [...config.collections, ...config.globals].filter(
      (entity) => !PAYLOAD_INTERNAL.has(entity.slug) && !entity.admin?.hidden,
    )
    for (const entity of visible) expect(GROUP_BY_SLUG[entity.slug], entity.slug).toBeDefined()
    for (const entity of visible) expect(entity.admin?.group, entity.slug).toBe(GROUP_BY_SLUG[entity.slug])
  })

  it('shows dates as 22 november 2026, 14:59', () => {
    expect(config.admin.dateFormat).toBe('d MMMM yyyy, HH:mm')
    expect(config.admin.avatar).toBe('default')
  })

  it('offers no internal field as a list column', () => {
    const vacancies = config.collections.find((collection) => collection.slug === 'vacancies')!
    const internal = ['contentText', 'locationPlaces', 'firstSectorGroup', 'firstFunctionGroup']
    for (const name of internal) {
      const field = vacancies.flattenedFields.find((candidate) => candidate.name === name)!
      expect(field.admin?.disableListColumn, name).toBe(true)
    }
  })
})

describe('row labels', () => {
  it('take the title of a row or block, else the text of its first link', () => {
    expect(rowTitle({ blockTitle: 'Wat ga je doen?' })).toBe('Wat ga je doen?')
    expect(rowTitle({ blockHeader: 'Ons team', blockTag: 'Team' })).toBe('Ons team')
    expect(rowTitle({ linkText: { type: 'entry', text: 'Vacatures' }, twoColumns: false })).toBe('Vacatures')
    expect(rowTitle({ blockNumber: '1', first: 'Persoonlijk' })).toBe('Persoonlijk')
    expect(rowTitle({})).toBeNull()
    expect(rowTitle(undefined)).toBeNull()
    expect(rowTitle({ title: 'x'.repeat(100) })?.length).toBe(60)
  })
})
