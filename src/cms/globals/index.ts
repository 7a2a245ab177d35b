import type { GlobalConfig } from 'payload'

import { linkField } from '@/cms/fields/link'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { anyone, isEditor } from '@/data/access'
import { nl } from '@/i18n/nl'

const globalAccess = { read: anyone, update: isEditor }
const hooks = { afterChange: [revalidateGlobal] }

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigatie',
  access: globalAccess,
  hooks,
  fields: [
    {
      name: 'items',
      type: 'array',
      label: 'Menu-items',
      labels: { singular: 'Menu-item', plural: 'Menu-items' },
      fields: [
        linkField({ name: 'linkText', label: 'Link', required: true }),
        { name: 'twoColumns', type: 'checkbox', label: 'Submenu in twee kolommen', defaultValue: false },
        {
          name: 'children',
          type: 'array',
          label: 'Submenu',
          labels: { singular: 'Submenu-item', plural: 'Submenu-items' },
          admin: { description: 'Links die openklappen onder dit menu-item.' },
          fields: [linkField({ name: 'linkText', label: 'Link', required: true })],
        },
      ],
    },
  ],
}

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  access: globalAccess,
  hooks,
  fields: [
    { name: 'ctaTitle', type: 'text', label: 'Call-to-action titel', required: true },
    { name: 'ctaText', type: 'textarea', label: 'Call-to-action tekst' },
    linkField({ name: 'ctaLink', label: 'Call-to-action knop' }),
    { name: 'linkedinUrl', type: 'text', label: 'LinkedIn-pagina (URL)' },
    { name: 'instagramUrl', type: 'text', label: 'Instagram-pagina (URL)' },
    linkField({ name: 'privacyLink', label: 'Privacyverklaring' }),
    linkField({ name: 'termsLink', label: 'Algemene voorwaarden' }),
    {
      name: 'agencyCredit',
      type: 'group',
      label: 'Credit webbureau',
      fields: [
        { name: 'text', type: 'text', label: 'Tekst' },
        { name: 'url', type: 'text', label: 'URL' },
      ],
    },
  ],
}

export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: 'Site-instellingen',
  access: { read: anyone, update: isEditor },
  hooks,
  fields: [
    { name: 'brandName', type: 'text', label: 'Merknaam', required: true },
    { name: 'tagline', type: 'text', label: 'Slogan' },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
    { name: 'email', type: 'email', label: 'Algemeen e-mailadres', required: true },
    { name: 'phone', type: 'text', label: 'Telefoonnummer' },
    {
      name: 'notificationEmail',
      type: 'email',
      label: 'E-mailadres voor inzendingen',
      required: true,
      access: { read: ({ req }) => Boolean(req.user) },
    },
    {
      // The employers' thank-you page lists the services of this page: one list for editors to keep.
      name: 'employersPage',
      type: 'relationship',
      relationTo: 'pages',
      label: nl.employers.admin.employersPage,
      admin: { description: nl.employers.admin.employersPageDescription },
    },
  ],
}
