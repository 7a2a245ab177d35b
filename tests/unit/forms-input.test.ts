import { describe, expect, it } from 'vitest'

import {
  acceptAttribute,
  APPLICATION_FILE_RULE,
  APPLICATION_UPLOAD_TYPES,
  DEFAULT_FILE_RULE,
  formatFileSize,
  isAllowedFile,
  nextFileFieldState,
} from '@/forms/file-types'

describe('file type groups', () => {
  it('allows the default groups of SPEC 5 by extension or type', () => {
    for (const name of [
      'lijst.xlsx',
      'data.csv',
      'foto.JPG',
      'scan.bmp',
      'cv.pdf',
      'notitie.txt',
      'brief.odt',
      'film.webm',
      'brief.docx',
      'logo.svg',
    ]) {
      expect(isAllowedFile({ name, type: '' }), name).toBe(true)
    }
    expect(isAllowedFile({ name: 'zonder-extensie', type: 'application/pdf' })).toBe(true)
  })

  it('refuses other types', () => {
    for (const name of ['setup.exe', 'archief.zip', 'script.js', 'pagina.html', 'pdf']) {
      expect(isAllowedFile({ name, type: '' }), name).toBe(false)
    }
    expect(isAllowedFile({ name: 'lijst.xlsx', type: '' }, APPLICATION_FILE_RULE)).toBe(false)
  })

  it('builds the accept attribute from the groups', () => {
    const accept = acceptAttribute(APPLICATION_FILE_RULE).split(',')
    expect(accept).toContain('.pdf')
    expect(accept).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(accept).not.toContain('.svg')
    expect(acceptAttribute(DEFAULT_FILE_RULE).split(',')).toContain('.svg')
  })

  it('offers an applicant only what the server accepts: no gif or bmp that it refuses', () => {
    expect(acceptAttribute(APPLICATION_FILE_RULE).split(',').sort()).toEqual(
      ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', ...Object.keys(APPLICATION_UPLOAD_TYPES)].sort(),
    )
    for (const file of [
      { name: 'foto.gif', type: 'image/gif' },
      { name: 'scan.bmp', type: 'image/bmp' },
      { name: 'foto.gif', type: '' },
    ]) {
      expect(isAllowedFile(file, APPLICATION_FILE_RULE), file.name).toBe(false)
    }
    expect(isAllowedFile({ name: 'foto.JPEG', type: '' }, APPLICATION_FILE_RULE)).toBe(true)
  })

  it('writes sizes the Dutch way', () => {
    expect(formatFileSize(200)).toBe('1 kB')
    expect(formatFileSize(840 * 1024)).toBe('840 kB')
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB')
  })
})

describe('file field states', () => {
  const choose = { type: 'choose', name: 'cv.pdf', size: 10 } as const
  it('goes empty → chosen → empty', () => {
    const chosen = nextFileFieldState({ kind: 'empty' }, choose, false)
    expect(chosen).toEqual({ kind: 'chosen', name: 'cv.pdf', size: 10 })
    expect(nextFileFieldState(chosen, { type: 'clear' }, false)).toEqual({ kind: 'empty' })
  })

  it('goes existing → cleared, and chosen → cleared when a file existed', () => {
    expect(nextFileFieldState({ kind: 'existing', name: 'oud.pdf' }, { type: 'clear' }, true)).toEqual({
      kind: 'cleared',
    })
    const chosen = nextFileFieldState({ kind: 'existing', name: 'oud.pdf' }, choose, true)
    expect(nextFileFieldState(chosen, { type: 'clear' }, true)).toEqual({ kind: 'cleared' })
    expect(nextFileFieldState({ kind: 'cleared' }, choose, true).kind).toBe('chosen')
  })
})
