import { describe, expect, it } from 'vitest'

import { buildVacancyDescriptionHtml } from '@/content/vacancy-description'
import type { TextBlock } from '@/payload-types'
import { richText } from '@/seed/richtext'

describe('buildVacancyDescriptionHtml', () => {
  it('gives the intro, text blocks and quotes as clean HTML, escaping plain text', () => {
    const html = buildVacancyDescriptionHtml({
      intro: 'Werken bij <Zon & Co>',
      pageContentMatrixSimple: [
        {
          blockType: 'text',
          blockTitle: 'Wat vragen we?',
          blockContent: richText('Je bent **handig**.\n\n- VCA\n- Rijbewijs B') as TextBlock['blockContent'],
        },
        { blockType: 'quote', blockContent: 'Mooi werk', blockName: 'Sanne', blockSubtitle: 'Monteur' },
        { blockType: 'images', blockImage: [1] },
      ],
    })
    expect(html).toBe(
      [
        '<p>Werken bij &lt;Zon &amp; Co&gt;</p>',
        '<h2>Wat vragen we?</h2>',
        '<p>Je bent <strong>handig</strong>.</p><ul class="list-bullet"><li>VCA</li><li>Rijbewijs B</li></ul>',
        '<blockquote><p>Mooi werk</p><p>Sanne, Monteur</p></blockquote>',
      ].join('\n'),
    )
  })

  it('is empty for a vacancy without text', () => {
    expect(buildVacancyDescriptionHtml({ intro: '  ', pageContentMatrixSimple: [] })).toBe('')
  })
})
