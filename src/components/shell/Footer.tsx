import { CmsLink } from '@/components/CmsLink'
import { nl } from '@/i18n/nl'
import type { Footer as FooterData } from '@/payload-types'

import { CopyrightYear } from './CopyrightYear'

type Props = { footer: FooterData; brandName: string }

export function Footer({ footer, brandName }: Props) {
  return (
    <footer className="mt-[var(--spacing-section)] bg-brand-purple-dark text-white">
      <div className="container-site grid gap-10 py-16 md:grid-cols-2">
        <div>
          <h2 className="text-[length:var(--text-h2)]">{footer.ctaTitle}</h2>
          {footer.ctaText ? <p className="mt-3 max-w-prose text-white/85">{footer.ctaText}</p> : null}
          <CmsLink link={footer.ctaLink} className="btn mt-6 bg-white text-brand-purple-dark hover:bg-tint" />
        </div>
        <nav aria-label={nl.site.footerNavigation} className="md:justify-self-end">
          <ul className="space-y-2">
            {footer.linkedinUrl ? (
              <li>
                <a href={footer.linkedinUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                  {nl.site.linkedin}
                  <span className="sr-only"> {nl.site.newTab}</span>
                </a>
              </li>
            ) : null}
            {footer.instagramUrl ? (
              <li>
                <a href={footer.instagramUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                  {nl.site.instagram}
                  <span className="sr-only"> {nl.site.newTab}</span>
                </a>
              </li>
            ) : null}
            <li>
              <CmsLink link={footer.privacyLink} className="underline-offset-4 hover:underline" />
            </li>
            <li>
              <CmsLink link={footer.termsLink} className="underline-offset-4 hover:underline" />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="container-site flex flex-wrap justify-between gap-4 py-6 text-sm text-white/80">
          <p>
            <CopyrightYear brandName={brandName} renderedYear={new Date().getFullYear()} />
          </p>
          {footer.agencyCredit?.text && footer.agencyCredit.url ? (
            <a href={footer.agencyCredit.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {footer.agencyCredit.text}
              <span className="sr-only"> {nl.site.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
