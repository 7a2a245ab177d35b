import { Card } from '@/components/cards/Card'
import type { Page } from '@/payload-types'
import { resolveLinkHref } from '@/routing/links'

type Specialism = NonNullable<Page['specialisms']>[number]

/** One of the home page's specialisms, linking where the editor chose, with that link's text. */
export function SpecialismCard({ specialism }: { specialism: Specialism }) {
  return (
    <Card
      href={resolveLinkHref(specialism.link)}
      title={specialism.title}
      image={specialism.image}
      text={specialism.text}
      cta={specialism.link?.text ?? undefined}
    />
  )
}
