import { describe, expect, it } from 'vitest'

import { APPLICATION_UPLOAD_TYPES } from '@/forms/file-types'
import { checkUpload, detectUploadType, storedFileName } from '@/forms/uploads'
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

  it('recognises each type the file picker offers an applicant, and no other', async () => {
    const samples = [minimalPdf(), minimalDoc(), minimalDocx(), minimalJpeg(), minimalPng()]
    const detected = await Promise.all(samples.map((sample) => detectUploadType(sample)))
    expect(detected.sort()).toEqual(Object.keys(APPLICATION_UPLOAD_TYPES).sort())
  })

  it('refuses executables, other containers and text', async () => {
    expect(await detectUploadType(windowsExecutable())).toBeNull()
    expect(await detectUploadType(otherCompoundFile())).toBeNull()
    expect(await detectUploadType(Buffer.from('%PDX nep'))).toBeNull()
    expect(await detectUploadType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull()
  })
})

describe('storedFileName', () => {
  it("is random, never the visitor's name, with the extension of the detected type", () => {
    const names = Array.from({ length: 60 }, () => storedFileName('application/pdf'))
    expect(new Set(names).size).toBe(60)
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(storedFileName('image/png')).toMatch(/\.png$/)
  })
})

describe('checkUpload', () => {
  it('takes the type from the content, not from the name or the browser', async () => {
    const result = await checkUpload(new File([new Uint8Array(minimalPng())], 'foto.pdf', { type: 'application/pdf' }))
    expect(result).toMatchObject({ ok: true, upload: { mimeType: 'image/png', name: expect.stringMatching(/\.png$/) } })
  })

  it('refuses an empty file and an executable named .pdf', async () => {
    expect(await checkUpload(new File([], 'leeg.pdf'))).toEqual({
      ok: false,
      status: 422,
      message: nl.forms.errors.fileEmpty,
      reason: 'fileEmpty',
    })
    expect(await checkUpload(new File([new Uint8Array(windowsExecutable())], 'cv.pdf'))).toEqual({
      ok: false,
      status: 422,
      message: nl.errors.fileType,
      reason: 'fileType',
    })
  })

  it('answers 413 over the configured size', async () => {
    const previous = process.env.FORM_MAX_FILE_MB
    process.env.FORM_MAX_FILE_MB = '0.001'
    try {
      expect(await checkUpload(new File([new Uint8Array(minimalPdf()), new Uint8Array(2048)], 'cv.pdf'))).toMatchObject(
        { ok: false, status: 413, reason: 'fileTooLarge' },
      )
    } finally {
      if (previous === undefined) delete process.env.FORM_MAX_FILE_MB
      else process.env.FORM_MAX_FILE_MB = previous
    }
  })
})
