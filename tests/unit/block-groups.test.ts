import { describe, expect, it } from 'vitest'

import { formatFaqNumber, groupBlocks } from '@/content/block-groups'

type TestBlock =
  | { blockType: 'contentFoldable'; id: string; blockTitle: string }
  | { blockType: 'roadmap'; id: string; title: string }
  | { blockType: 'text'; id?: string | null }

const faq = (id: string): TestBlock => ({ blockType: 'contentFoldable', id, blockTitle: `Vraag ${id}` })
const step = (id: string): TestBlock => ({ blockType: 'roadmap', id, title: `Stap ${id}` })
const text = (id?: string): TestBlock => ({ blockType: 'text', id })

describe('grouping of content blocks', () => {
  it('groups consecutive FAQ items into one list numbered from 01', () => {
    const groups = groupBlocks([faq('a'), faq('b'), faq('c')])
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ kind: 'faq', key: 'a' })
    if (groups[0].kind !== 'faq') throw new Error('expected a FAQ group')
    expect(groups[0].items.map((item) => [item.number, item.block.id])).toEqual([
      ['01', 'a'],
      ['02', 'b'],
      ['03', 'c'],
    ])
  })

  it('starts a new FAQ list, numbered from 01 again, after another block', () => {
    const groups = groupBlocks([faq('a'), faq('b'), text('t'), faq('c')])
    expect(groups.map((group) => group.kind)).toEqual(['faq', 'single', 'faq'])
    const last = groups[2]
    if (last.kind !== 'faq') throw new Error('expected a FAQ group')
    expect(last.items.map((item) => item.number)).toEqual(['01'])
  })

  it('groups consecutive roadmap steps and keeps their order', () => {
    const groups = groupBlocks([text('t'), step('1'), step('2'), step('3'), text('u'), step('4')])
    expect(groups.map((group) => group.kind)).toEqual(['single', 'roadmap', 'single', 'roadmap'])
    const roadmap = groups[1]
    if (roadmap.kind !== 'roadmap') throw new Error('expected a roadmap')
    expect(roadmap.steps.map((s) => s.id)).toEqual(['1', '2', '3'])
    expect(roadmap.key).toBe('1')
  })

  it('does not merge a roadmap with an adjacent FAQ list', () => {
    const groups = groupBlocks([faq('a'), step('1'), faq('b')])
    expect(groups.map((group) => group.kind)).toEqual(['faq', 'roadmap', 'faq'])
  })

  it('keeps other blocks single and keys them by id, or by position without one', () => {
    const groups = groupBlocks([text('x'), text(), text('y')])
    expect(groups.map((group) => [group.kind, group.key])).toEqual([
      ['single', 'x'],
      ['single', 'text-1'],
      ['single', 'y'],
    ])
  })

  it('returns nothing for an empty or missing matrix', () => {
    expect(groupBlocks([])).toEqual([])
    expect(groupBlocks(null)).toEqual([])
    expect(groupBlocks(undefined)).toEqual([])
  })

  it('pads FAQ numbers to two digits', () => {
    expect(formatFaqNumber(1)).toBe('01')
    expect(formatFaqNumber(12)).toBe('12')
    expect(formatFaqNumber(100)).toBe('100')
  })
})
