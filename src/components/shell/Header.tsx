import { CmsLink } from '@/components/CmsLink'
import { SavedCount } from '@/components/saved/SavedCount.client'
import type { HeroTone } from '@/content/shell'
import { nl } from '@/i18n/nl'
import type { Navigation, SiteSetting } from '@/payload-types'
import { resolveLinkHref } from '@/routing/links'

import { BrandLink } from './BrandLink'
import { HeaderFrame, type HeaderNavItem } from './Header.client'

type Props = { navigation: Navigation; settings: SiteSetting; homeTone: HeroTone }

function toNavItems(navigation: Navigation): HeaderNavItem[] {
  return (navigation.items ?? [])
    .filter((item) => resolveLinkHref(item.linkText))
    .map((item, index) => ({
      id: item.id ?? String(index),
      label: item.linkText.text,
      link: <CmsLink link={item.linkText} className="nav-link" />,
      twoColumns: Boolean(item.twoColumns),
      children: (item.children ?? [])
        .filter((child) => resolveLinkHref(child.linkText))
        .map((child, childIndex) => ({
          id: child.id ?? `${index}-${childIndex}`,
          link: <CmsLink link={child.linkText} className="nav-sublink" />,
        })),
    }))
}

/** The site header: brand and main navigation (rendered here), scroll and menu state (client). */
export function Header({ navigation, settings, homeTone }: Props) {
  const contact =
    settings.phone || settings.email ? (
      // Links inside a navigation are a list, for assistive technology as for the eye.
      <ul className="nav-overlay-contact">
        {settings.phone ? (
          <li>
            <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
          </li>
        ) : null}
        {settings.email ? (
          <li>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </li>
        ) : null}
      </ul>
    ) : null
  return (
    <HeaderFrame
      brand={<BrandLink settings={settings} label={nl.shell.homeLink(settings.brandName)} />}
      items={toNavItems(navigation)}
      overlayFooter={contact}
      homeTone={homeTone}
      actions={<SavedCount />}
    />
  )
}
