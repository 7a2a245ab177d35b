import { handleFormSubmission } from '@/forms/handle'

export function POST(request: Request): Promise<Response> {
  return handleFormSubmission('contact', request)
}
