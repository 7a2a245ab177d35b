import { handleAlertSignup } from '@/alerts/handle'

export function POST(request: Request): Promise<Response> {
  return handleAlertSignup(request)
}
