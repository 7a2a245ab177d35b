import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { FormEchoProvider } from '@/components/forms/FormEchoProvider.client'
import { decodeFormFlash } from '@/forms/flash'
import { FORM_FLASH_COOKIE } from '@/forms/form-fields'
import { listHref, splitQueryFromSegments } from '@/lists/list-query'
import { normalisePath } from '@/routing/routes'

import SitePage, { generateMetadata as generateSiteMetadata } from '../../[[...path]]/page'

/**
 * A form page again after a post without JavaScript came back with errors (the proxy sends a
 * request here when it carries the answer's cookie): the page as always, its form showing the
 * errors and what was typed. Rendered for this one request, never cached.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ path: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await generateSiteMetadata({ params })), robots: { index: false } }
}

export default async function FormRetryPage({ params }: Props) {
  const segments = (await params).path
  const { path, query } = splitQueryFromSegments(segments)
  const flash = decodeFormFlash((await cookies()).get(FORM_FLASH_COOKIE)?.value, listHref(normalisePath(path), query))
  return (
    <FormEchoProvider echo={flash && { errors: flash.errors, values: flash.values, files: flash.files }}>
      <SitePage params={Promise.resolve({ path: segments })} />
    </FormEchoProvider>
  )
}
