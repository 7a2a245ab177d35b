import {
  BoldFeature,
  convertHTMLToLexical,
  editorConfigFactory,
  HeadingFeature,
  ItalicFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'

import type { RichTextValue } from '@/content/lexical'

/**
 * What a feed's description keeps: paragraphs, headings, bullet and numbered lists, bold, italic
 * and underline. Payload's converter reduces every other element to its text (links, spans, table
 * cells) and drops scripts, styles and images: a feed is not an editor, and its links and images
 * are not ours to publish.
 */
const FEED_FEATURES = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  UnorderedListFeature(),
  OrderedListFeature(),
  BoldFeature(),
  ItalicFeature(),
  UnderlineFeature(),
]

/** The page's own title is its only h1: a feed's headings become h2 to h4. */
const HEADING_TAG: Record<string, 'h2' | 'h3' | 'h4'> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' }

/**
 * A converter of feed descriptions (HTML) to Payload rich text, with Payload's HTML → Lexical
 * converter on a DOM from jsdom. Made once per import: the editor's configuration is built from
 * the site's Payload config.
 */
export async function feedRichTextConverter(config: SanitizedConfig): Promise<(html: string) => RichTextValue> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: FEED_FEATURES })
  return (html) => {
    const state = convertHTMLToLexical({ editorConfig, html, JSDOM })
    for (const node of state.root.children)
      if (node.type === 'heading' && 'tag' in node) node.tag = HEADING_TAG[String(node.tag)] ?? 'h4'
    return state
  }
}
