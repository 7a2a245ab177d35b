'use client'

import { useConfig, useDocumentDrawer, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/payload'

type Router = ReturnType<typeof useRouter>

/**
 * Opens a new redirect ('Doorverwijzingen') in a drawer with the path as its old address. Once it
 * is saved the path leaves the 404 list (src/cms/not-found/collection.ts).
 */
function MakeRedirectButton({ path, onSaved }: { path: string; onSaved: (router: Router) => void }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const router = useRouter()
  const [RedirectDrawer, RedirectDrawerToggler] = useDocumentDrawer({ collectionSlug: 'redirects' })
  return (
    <>
      <RedirectDrawerToggler
        className="btn btn--style-secondary btn--size-small btn--no-margin"
        aria-label={t('site:notFoundLog:makeRedirectFor', { path })}
      >
        {t('site:notFoundLog:makeRedirect')}
      </RedirectDrawerToggler>
      <RedirectDrawer initialData={{ from: path }} onSave={() => onSaved(router)} redirectAfterCreate={false} />
    </>
  )
}

/** The action in each row of the 404 list: the list is read again without the path. */
export function MakeRedirectCell({ rowData }: DefaultCellComponentProps) {
  const path: unknown = rowData?.path
  return typeof path === 'string' ? <MakeRedirectButton path={path} onSaved={(router) => router.refresh()} /> : null
}

/** The same action on a 404 row's own page, which the saved redirect removes: back to the list. */
export function MakeRedirectField() {
  const path: unknown = useFormFields(([fields]) => fields.path?.value)
  const { config } = useConfig()
  const list = formatAdminURL({ adminRoute: config.routes.admin, path: '/collections/notFoundPaths' })
  return typeof path === 'string' ? <MakeRedirectButton path={path} onSaved={(router) => router.push(list)} /> : null
}
