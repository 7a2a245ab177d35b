import { handleAlertConfirm } from '@/alerts/handle'

export function POST(request: Request): Promise<Response> {
  return handleAlertConfirm(request)
}
