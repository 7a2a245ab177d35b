/** Field names that hold a row's or block's title, most telling first. */
const TITLE_KEYS = [
  'title',
  'blockTitle',
  'blockHeader',
  'blockLabel',
  'name',
  'first',
  'blockName',
  'blockContent',
  'blockNote',
  'question',
] as const

const MAX_LENGTH = 60

function shorten(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim()
  return single.length > MAX_LENGTH ? `${single.slice(0, MAX_LENGTH - 1).trimEnd()}…` : single
}

/**
 * The title an editor recognises a row or block by: its first filled title-like field, else the
 * text of its first link. Null when the row has none yet.
 */
export function rowTitle(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null
  const row = data as Record<string, unknown>
  for (const key of TITLE_KEYS) {
    const value = row[key]
    if (typeof value === 'string' && value.trim()) return shorten(value)
  }
  for (const value of Object.values(row)) {
    if (value && typeof value === 'object' && 'text' in value) {
      const text = (value as { text?: unknown }).text
      if (typeof text === 'string' && text.trim()) return shorten(text)
    }
  }
  return null
}

/** '01', '02', ...: the row number as Payload shows it. */
export const rowNumberLabel = (rowNumber: number | undefined) => String((rowNumber ?? 0) + 1).padStart(2, '0')
