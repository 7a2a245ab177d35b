import type React from 'react'

import type { Page } from '@/payload-types'

import { Keyvisual } from './Keyvisual'

type Props = { page: Page } & Partial<React.ComponentProps<typeof Keyvisual>>

/** A page document's key visual from its keyvisual fields; props given here win. */
export function PageKeyvisual({ page, ...overrides }: Props) {
  return (
    <Keyvisual
      title={page.title}
      tag={page.subtitle}
      keyvisualTitle={page.keyvisualTitle}
      keyvisualContent={page.keyvisualContent}
      keyvisualColor={page.keyvisualColor}
      keyvisualImage={page.keyvisualImage}
      buttonLink={page.buttonLink}
      linkText={page.linkText}
      {...overrides}
    />
  )
}
