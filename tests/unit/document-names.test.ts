import { describe, expect, it } from 'vitest'

import { attachmentHeader, documentDownloadName } from '@/data/document-names'

describe("an applicant's document as a recruiter downloads it", () => {
  it("is named by its kind and the applicant's name, with the stored file's extension", () => {
    const applicant = { firstName: 'Fenna', lastName: 'Zwartkop' }
    expect(documentDownloadName('applicationCV', applicant, 'a1b2c3d4e5.pdf')).toBe('Cv Fenna Zwartkop.pdf')
    expect(documentDownloadName('applicationMotivation', applicant, 'f6e5d4.DOCX')).toBe(
      'Motivatiebrief Fenna Zwartkop.docx',
    )
  })

  it('keeps what a file name cannot hold out of it, and works without a name', () => {
    expect(documentDownloadName('applicationCV', { firstName: 'Jan/Piet', lastName: 'de "Vries"\n' }, 'x.pdf')).toBe(
      'Cv Jan Piet de  Vries.pdf',
    )
    expect(documentDownloadName('applicationCV', {}, 'x')).toBe('Cv')
  })

  it('is sent with an ASCII fallback and the name in UTF-8 (RFC 6266)', () => {
    expect(attachmentHeader('Cv Fenna Zwartkop.pdf')).toBe('attachment; filename="Cv Fenna Zwartkop.pdf"')
    expect(attachmentHeader('Cv Zoë ’t Hart.pdf')).toBe(
      'attachment; filename="Cv Zoë ?t Hart.pdf"; filename*=UTF-8\'\'Cv%20Zo%C3%AB%20%E2%80%99t%20Hart.pdf',
    )
  })
})
