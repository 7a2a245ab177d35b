import { handleLinkRequest } from '@/forms/applicant-link-request'

export function POST(request: Request): Promise<Response> {
  return handleLinkRequest(request)
}
