import { nl } from '@/i18n/nl'
import type { LabelCardDoc } from '@/page-data/entries'
import type { Label } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { Card } from './Card'

/** A label (brand) of the group: its logo, name and intro, linking to '/{uri}' with 'Bekijk label'. */
export function LabelCard({ label, headingLevel }: { label: LabelCardDoc | Label; headingLevel?: 2 | 3 }) {
  return (
    <Card
      headingLevel={headingLevel}
      href={uriToPath(label.uri ?? '')}
      title={label.labelTitle || label.title}
      image={label.labelLogo}
      imageFit="contain"
      tag={nl.cards.label}
      text={label.labelIntro}
      cta={nl.cards.viewLabel}
    />
  )
}
