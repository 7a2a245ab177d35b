import { DELIVER_APPLICATION } from '@/ats/deliver'
import { retryJobEndpoint } from '@/cms/mail-queue'
import { nl } from '@/i18n/nl'

/** The administrators' view of the ATS link, under the admin. */
export const ATS_QUEUE_PATH = '/ats-koppeling'

/** Its retry endpoint, under the API. */
export const ATS_RETRY_PATH = '/ats/retry'

/** POST /api/ats/retry: a delivery offered again from the ATS view. */
export const retryAtsEndpoint = retryJobEndpoint({
  path: ATS_RETRY_PATH,
  taskSlug: DELIVER_APPLICATION,
  viewPath: ATS_QUEUE_PATH,
  refusals: nl.admin.atsQueue.retryRefusals,
})
