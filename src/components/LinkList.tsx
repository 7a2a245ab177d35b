import { resolveLinkHref, type LinkValue } from '@/routing/links'

import { CmsLink } from './CmsLink'

type Props = {
  links: Array<{ link: LinkValue | null | undefined; className: string }>
  className: string
}

/**
 * A group of calls to action (a button and a text link, two buttons) as a list, so assistive
 * technology announces how many there are; links without a target are left out, and so is an
 * empty list.
 */
export function LinkList({ links, className }: Props) {
  const present = links.filter(({ link }) => resolveLinkHref(link))
  if (!present.length) return null
  return (
    <ul className={className}>
      {present.map(({ link, className: linkClassName }, index) => (
        <li key={index}>
          <CmsLink link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  )
}
