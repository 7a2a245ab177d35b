import type { FlattenedField } from 'payload'
import { validOperators } from 'payload/shared'

import { nl } from '@/i18n/nl'

/**
 * Values in a REST `where` that the database cannot compare with a field: the query would fail
 * deep inside the database adapter (a 500), so it is refused first with what is wrong.
 */

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
/** Operators whose values are the field's own kind of value (a date for a date field). */
const VALUE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const LOGICAL = new Set(['and', 'or'])
const OPERATORS = new Set<string>(validOperators)

type Condition = { path: string[]; operator: string; value: string }

/** `where[or][0][title][equals]=x` → path ['title'], operator 'equals'; null for other parameters. */
function conditionOf(name: string, value: string): Condition | null {
  const match = /^where((?:\[[^\]]*\])+)$/.exec(name)
  if (!match) return null
  const keys = [...match[1].matchAll(/\[([^\]]*)\]/g)].map((key) => key[1])
  const operatorAt = keys.findIndex((key) => OPERATORS.has(key))
  if (operatorAt < 1) return null
  const path = keys
    .slice(0, operatorAt)
    .filter((key, index, all) => !LOGICAL.has(key) && !(/^\d+$/.test(key) && LOGICAL.has(all[index - 1] ?? '')))
    .flatMap((key) => key.split('.'))
  return { path, operator: keys[operatorAt], value }
}

/** The field a path names, through groups and tabs; null where it leaves this collection's own fields. */
function fieldAt(fields: FlattenedField[], path: string[]): FlattenedField | null {
  const [name, ...rest] = path
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) return null
  if (!rest.length) return field
  return field.type === 'group' || field.type === 'tab' ? fieldAt(field.flattenedFields, rest) : null
}

const isDate = (text: string) => text.trim() !== '' && !Number.isNaN(Date.parse(text))
const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text))

/** A Dutch message for the first condition the database could not run, or null. */
export function checkWhere(params: URLSearchParams, fields: FlattenedField[]): string | null {
  for (const [name, value] of params) {
    const condition = conditionOf(name, value)
    if (!condition) continue
    const field = fieldAt(fields, condition.path)
    if (!field) continue
    const label = condition.path.join('.')
    if (GEO_OPERATORS.has(condition.operator) && field.type !== 'point')
      return nl.api.locationOperator(condition.operator, label)
    if (!VALUE_OPERATORS.has(condition.operator)) continue
    // `in` and `not_in` take a comma-separated list.
    const values = condition.value.split(',')
    if (field.type === 'date' && !values.every(isDate)) return nl.api.invalidDate(label)
    if (field.type === 'number' && !values.every(isNumber)) return nl.api.invalidNumber(label)
  }
  return null
}
