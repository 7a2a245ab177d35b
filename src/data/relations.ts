/** Relations as Payload hands them over: an id, or the related document when it was populated. */

/** The id of a relation that may be populated or not; null when it is empty. */
export function relationId<Id extends number | string>(value: Id | { id: Id } | null | undefined): Id | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
