import { parseInlineMarkup } from '@/content/inline-markup'

export function InlineMarkup({ html }: { html: string | null | undefined }) {
  return (
    <>
      {parseInlineMarkup(html).map((part, index) => {
        if (part.kind === 'br') return <br key={index} />
        if (part.kind === 'em')
          return (
            <em key={index} className="text-brand-blue not-italic">
              {part.text}
            </em>
          )
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>
        return <span key={index}>{part.text}</span>
      })}
    </>
  )
}
