/**
 * A CV as a real, small PDF document: one page of text lines, its cross-reference table pointing
 * at each object, so any reader opens it. `lines` sets its size (about 60 bytes a line).
 */

/** @param {string} text */
const pdfText = (text) => text.replace(/[\\()]/g, (character) => `\\${character}`)

/**
 * @param {string} name
 * @param {number} [lines]
 */
export function cvPdf(name, lines = 40) {
  const rows = [`Curriculum vitae ${name}`]
  for (let index = 1; index < lines; index++)
    rows.push(`${2000 + (index % 25)}: werkervaring en opleiding, regel ${index}`)
  const content = ['BT', '/F1 10 Tf', '50 800 Td', '12 TL', ...rows.map((row) => `(${pdfText(row)}) '`), 'ET'].join(
    '\n',
  )
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  /** @type {number[]} */
  const offsets = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
