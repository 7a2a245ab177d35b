'use client'

import {
  Button,
  SaveButton,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useField,
  useForm,
  useFormModified,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect } from 'react'

import type { AdminTranslationKeys, AdminTranslations } from '@/i18n/payload'

/** Shown when a download takes longer than this. */
const PROCESSING_NOTICE_MS = 200

/** The error message of a refused download, if the answer has one, else `fallback`. */
async function refusal(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => null)
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    const [first] = body.errors
    if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string')
      return first.message
  }
  return fallback
}

/**
 * The export drawer's buttons: save the export, or download it without saving. The import-export
 * plugin's own button does the same with English notices that its translations do not cover.
 */
export function ExportSaveButton() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { getData, setModified } = useForm()
  const modified = useFormModified()
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { value: name } = useField<string>({ path: 'name' })
  const { value: format } = useField<string>({ path: 'format' })
  const { id } = useDocumentInfo()
  const { setDocumentTitle } = useDocumentTitle()

  // A new export's drawer is titled by its file name, not '[Zonder titel]': Payload titles a new
  // document by the data it opened with, and the name is a default the drawer did not open with.
  // Set after the title provider's own first effect (a parent's effects run after its children's).
  useEffect(() => {
    if (id || !name) return
    const timer = setTimeout(() => setDocumentTitle(name))
    return () => clearTimeout(timer)
  }, [id, name, setDocumentTitle])

  const download = async () => {
    setModified(false)
    let shown: number | string | undefined
    const notice = setTimeout(() => {
      shown = toast.info(t('site:exports:processing'))
    }, PROCESSING_NOTICE_MS)
    try {
      const response = await fetch(formatAdminURL({ apiRoute: api, path: '/exports/download' }), {
        body: JSON.stringify({ data: getData() }),
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        method: 'POST',
      })
      if (!response.ok) throw new Error(await refusal(response, t('site:exports:downloadFailed')))
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = `${name}-${collectionSlug}.${format}`
      document.body.appendChild(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('site:exports:downloadFailed'))
    } finally {
      clearTimeout(notice)
      if (shown !== undefined) toast.dismiss(shown)
    }
  }

  return (
    <>
      <SaveButton label={t('general:save')} />
      <Button disabled={!modified} onClick={download} size="medium" type="button">
        {t('upload:download')}
      </Button>
    </>
  )
}
