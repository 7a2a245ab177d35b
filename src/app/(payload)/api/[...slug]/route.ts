/* Payload's REST API, behind the input checks and private-answer headers of src/cms/api-guard.ts. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardApi } from '@/cms/api-guard'

export const GET = guardApi(REST_GET(config))
export const POST = guardApi(REST_POST(config))
export const DELETE = guardApi(REST_DELETE(config))
export const PATCH = guardApi(REST_PATCH(config))
export const PUT = guardApi(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
