import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

/**
 * Dutch Excel opens a CSV by a double-click only with its own list separator, ';' (the comma is
 * the decimal sign), and reads it as UTF-8 only after a byte-order mark.
 */
const DUTCH_CSV_DELIMITER = ';'

/** The export plugin's comma-separated CSV as Dutch Excel opens it: ';' and a byte-order mark. */
export function toDutchCsv(csv: string): string {
  const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][]
  return stringify(rows, { delimiter: DUTCH_CSV_DELIMITER, bom: true })
}
