import type React from 'react'

import { Arrow } from '@/components/Arrow'
import { CmsLink } from '@/components/CmsLink'
import { nl } from '@/i18n/nl'
import type { CertificationDoc } from '@/page-data/employers'
import type { Footer as FooterData, SiteSetting } from '@/payload-types'

import { BrandLink } from './BrandLink'
import { Certifications } from './Certifications'
import { ConsentSettingsButton } from './Consent.client'
import { CopyrightYear } from './CopyrightYear.client'
import { InstagramIcon, LinkedInIcon } from './icons'

/** `consentSettings`: the analytics consent can be changed (there are analytics). */
type Props = {
  footer: FooterData
  settings: SiteSetting
  certifications: readonly CertificationDoc[]
  consentSettings: boolean
}

const columnTitle = 'text-sm font-bold uppercase tracking-wider text-white/70'
const footerLink = 'underline-offset-4 hover:underline'

function ExternalLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {nl.site.newTab}</span>
    </a>
  )
}

/**
 * The site footer: call to action, contact, legal links, social pages, the quality marks and
 * memberships, credit and copyright.
 */
export function Footer({ footer, settings, certifications, consentSettings }: Props) {
  const brand = settings.brandName
  const socials = [
    { href: footer.linkedinUrl, text: nl.site.linkedin, Icon: LinkedInIcon },
    { href: footer.instagramUrl, text: nl.site.instagram, Icon: InstagramIcon },
  ].filter((social): social is typeof social & { href: string } => Boolean(social.href))
  return (
    <footer id="site-footer" className="deferred-section mt-[var(--spacing-section)] bg-brand-purple-dark text-white">
      <div className="container-site">
        <section
          aria-labelledby="footer-cta"
          className="grid gap-8 border-b border-white/15 py-14 md:grid-cols-12 md:items-end md:py-20"
        >
          <div className="md:col-span-8">
            <h2 id="footer-cta" className="max-w-[22ch] text-[length:var(--text-h2)]">
              {footer.ctaTitle}
            </h2>
            {footer.ctaText ? <p className="mt-4 max-w-prose text-white/85">{footer.ctaText}</p> : null}
          </div>
          <div className="md:col-span-4 md:justify-self-end">
            <CmsLink link={footer.ctaLink} className="btn bg-white text-brand-purple-dark hover:bg-tint">
              {footer.ctaLink?.text}
              <Arrow direction="next" />
            </CmsLink>
          </div>
        </section>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-12">
          <div className="col-span-2 [--brand-color:#fff] [--brand-mark-needle:var(--color-brand-purple-dark)] lg:col-span-4">
            <BrandLink settings={settings} label={nl.shell.homeLink(brand)} />
            {settings.tagline ? <p className="mt-4 max-w-xs text-white/80">{settings.tagline}</p> : null}
          </div>
          <div className="col-span-2 sm:col-span-1 lg:col-span-3">
            <h2 className={columnTitle}>{nl.shell.footer.contact}</h2>
            <ul className="mt-4 space-y-2">
              {settings.phone ? (
                <li>
                  <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} className={footerLink}>
                    {settings.phone}
                  </a>
                </li>
              ) : null}
              <li>
                <a href={`mailto:${settings.email}`} className={footerLink}>
                  {settings.email}
                </a>
              </li>
            </ul>
          </div>
          <nav aria-label={nl.site.footerNavigation} className="lg:col-span-3">
            <h2 className={columnTitle}>{nl.shell.footer.information}</h2>
            <ul className="mt-4 space-y-2">
              <li>
                <CmsLink link={footer.privacyLink} className={footerLink} />
              </li>
              <li>
                <CmsLink link={footer.termsLink} className={footerLink} />
              </li>
              {consentSettings ? <ConsentSettingsButton className={`${footerLink} cursor-pointer text-left`} /> : null}
            </ul>
          </nav>
          {socials.length ? (
            <div className="lg:col-span-2">
              <h2 className={columnTitle}>{nl.shell.footer.followUs}</h2>
              <ul className="mt-4 space-y-3">
                {socials.map(({ href, text, Icon }) => (
                  <li key={href}>
                    <ExternalLink href={href} className={`inline-flex items-center gap-3 ${footerLink}`}>
                      <span className="grid size-9 place-items-center rounded-full bg-white/10">
                        <Icon />
                      </span>
                      {text}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <Certifications certifications={certifications} />
      </div>
      <div className="border-t border-white/15">
        <div className="container-site flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-6 text-sm text-white/80">
          <p>
            <CopyrightYear brandName={brand} renderedYear={new Date().getFullYear()} />
          </p>
          {footer.agencyCredit?.text ? (
            footer.agencyCredit.url ? (
              <ExternalLink href={footer.agencyCredit.url} className={footerLink}>
                {footer.agencyCredit.text}
              </ExternalLink>
            ) : (
              <p>{footer.agencyCredit.text}</p>
            )
          ) : null}
        </div>
      </div>
    </footer>
  )
}
