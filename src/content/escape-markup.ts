const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as HTML or XML character data or attribute value: the five special characters escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character])
}
