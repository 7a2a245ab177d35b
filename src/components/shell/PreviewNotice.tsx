import { ADMIN_PREVIEW_PATH } from '@/content/editor'
import { nl } from '@/i18n/nl'

/** Shown in draft mode so editors know they see unpublished changes. A plain anchor: never prefetched. */
export function PreviewNotice() {
  return (
    <p className="preview-notice" role="status">
      {nl.shell.preview.notice}
      {/* A plain link: a prefetch would end draft mode. */}
      <a href={`${ADMIN_PREVIEW_PATH}/exit`}>{nl.shell.preview.exit}</a>
    </p>
  )
}
