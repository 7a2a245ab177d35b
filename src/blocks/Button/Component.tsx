import { CmsLink } from '@/components/CmsLink'
import type { ButtonBlock as ButtonBlockData } from '@/payload-types'

export function ButtonBlock({ block }: { block: ButtonBlockData }) {
  return (
    <div className="container-site">
      <CmsLink link={block.blockLink} className="btn btn-primary" />
    </div>
  )
}
