import { describe, expect, it } from 'vitest'

import { checkUpload, detectUploadType, sanitiseFileName } from '@/forms/uploads'
import { nl } from '@/i18n/nl'

import { minimalPdf } from '../fixtures/files'
import {
  minimalDoc,
  minimalDocx,
  minimalJpeg,
  minimalPng,
  otherCompoundFile,
  windowsExecutable,
} from '../fixtures/uploads'

describe('detectUploadType', () => {
  it('recognises the accepted types by content', async () => {
    expect(await detectUploadType(minimalPdf())).toBe('application/pdf')
    expect(await detectUploadType(minimalDocx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(await detectUploadType(minimalDoc())).toBe('application/msword')
    expect(await detectUploadType(minimalPng())).toBe('image/png')
    expect(await detectUploadType(minimalJpeg())).toBe('image/jpeg')
  })

  it('refuses executables, other containers and text', async () => {
    expect(await detectUploadType(windowsExecutable())).toBeNull()
    expect(await detectUploadType(otherCompoundFile())).toBeNull()
    expect(await detectUploadType(Buffer.from('%PDX nep'))).toBeNull()
    expect(await detectUploadType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull()
  })
})

describe('sanitiseFileName', () => {
  it.each([
    ['Mijn CV 2024.pdf', 'application/pdf', 'mijn-cv-2024.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\jan\\cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx'],
    ['Sollicitatie Zoë Ünal.PDF', 'application/pdf', 'sollicitatie-zoe-unal.pdf'],
    ['virus.exe', 'image/png', 'virus.png'],
    ['<script>.pdf', 'application/pdf', 'script.pdf'],
    ['....', 'image/jpeg', 'bestand.jpg'],
    [`${'a'.repeat(300)}.pdf`, 'application/pdf', `${'a'.repeat(100)}.pdf`],
  ] as const)('%s → %s', (name, type, expected) => {
    expect(sanitiseFileName(name, type)).toBe(expected)
  })
})

describe('checkUpload', () => {
  it('takes the type from the content, not from the name or the browser', async () => {
    const result = await checkUpload(new File([new Uint8Array(minimalPng())], 'foto.pdf', { type: 'application/pdf' }))
    expect(result).toMatchObject({ ok: true, upload: { mimeType: 'image/png', name: 'foto.png' } })
  })

  it('refuses an empty file and an executable named .pdf', async () => {
    expect(await checkUpload(new File([], 'leeg.pdf'))).toEqual({
      ok: false,
      status: 422,
      message: nl.forms.errors.fileEmpty,
    })
    expect(await checkUpload(new File([new Uint8Array(windowsExecutable())], 'cv.pdf'))).toEqual({
      ok: false,
      status: 422,
      message: nl.errors.fileType,
    })
  })

  it('answers 413 over the configured size', async () => {
    const previous = process.env.FORM_MAX_FILE_MB
    process.env.FORM_MAX_FILE_MB = '0.001'
    try {
      expect(await checkUpload(new File([new Uint8Array(minimalPdf()), new Uint8Array(2048)], 'cv.pdf'))).toMatchObject(
        { ok: false, status: 413 },
      )
    } finally {
      if (previous === undefined) delete process.env.FORM_MAX_FILE_MB
      else process.env.FORM_MAX_FILE_MB = previous
    }
  })
})
