import { handleAlertManage } from '@/alerts/handle'

export function POST(request: Request): Promise<Response> {
  return handleAlertManage(request)
}
