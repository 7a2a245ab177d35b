import { describe, expect, it } from 'vitest'

import { relationId } from '@/data/relations'
import { deriveVacancyFields, vacancyContentText } from '@/search/vacancy-fields'
import { richText } from '@/seed/richtext'
import { richTextToPlainText } from '@/text/rich-text'

describe('richTextToPlainText', () => {
  it('keeps the words of headings, paragraphs and list items, one block a line', () => {
    const state = richText('## Wat ga je doen?\n\nJe werkt **samen** met collega’s.\n\n- Rijbewijs B\n- VCA')
    expect(richTextToPlainText(state)).toBe('Wat ga je doen?\nJe werkt samen met collega’s.\nRijbewijs B\nVCA')
  })

  it('gives an empty string for missing or foreign values', () => {
    expect(richTextToPlainText(null)).toBe('')
    expect(richTextToPlainText({ foo: 1 })).toBe('')
    expect(richTextToPlainText('tekst')).toBe('')
  })
})

describe('deriveVacancyFields', () => {
  it('uses the first sector and function group, populated or not', () => {
    const fields = deriveVacancyFields({
      vacancyLocation: 'Tilburg / Den Haag',
      vacancySectorGroup: [{ id: 4 }, { id: 2 }],
      vacancyFunctionGroup: [7, 3],
    })
    expect(fields.firstSectorGroup).toBe(4)
    expect(fields.firstFunctionGroup).toBe(7)
    expect(fields.locationPlaces).toEqual(['Den Haag', 'Tilburg'])
    expect(fields.locationPoints.map(({ name, province }) => ({ name, province }))).toEqual([
      { name: 'Den Haag', province: 'Zuid-Holland' },
      { name: 'Tilburg', province: 'Noord-Brabant' },
    ])
    expect(fields.locationRegions).toEqual([])
  })

  it('stores nothing for missing groups and a generic region', () => {
    const fields = deriveVacancyFields({ vacancyLocation: 'Door heel Nederland', vacancySectorGroup: [] })
    expect(fields).toMatchObject({
      firstSectorGroup: null,
      firstFunctionGroup: null,
      locationPlaces: [],
      locationPoints: [],
      locationRegions: ['Nederland'],
    })
  })

  it('collects intro, text and quote blocks as plain text for the search', () => {
    const text = vacancyContentText({
      intro: 'Korte intro.',
      pageContentMatrixSimple: [
        { blockType: 'text', blockTitle: 'Over de functie', blockContent: richText('Je plant **roosters**.') as never },
        { blockType: 'quote', blockContent: 'Mooi werk', blockName: 'Sanne' },
        { blockType: 'images', blockImage: [1] },
      ],
    })
    expect(text).toBe('Korte intro.\nOver de functie\nJe plant roosters.\nMooi werk\nSanne')
  })

  it('reads relation ids from numbers and objects', () => {
    expect(relationId(3)).toBe(3)
    expect(relationId({ id: 9 })).toBe(9)
    expect(relationId(undefined)).toBeNull()
  })
})
