import { handleAlertUnsubscribe } from '@/alerts/handle'
import { ALERT_PATHS, withToken } from '@/alerts/links'
import { seeOther } from '@/alerts/respond'

export function POST(request: Request): Promise<Response> {
  return handleAlertUnsubscribe(request)
}

/** Opened in a browser instead of posted: the manage page, where stopping is one button. */
export function GET(request: Request): Response {
  return seeOther(withToken(ALERT_PATHS.manage, new URL(request.url).searchParams.get('token') ?? ''))
}
