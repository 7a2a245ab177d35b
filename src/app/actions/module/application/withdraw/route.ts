import { handleApplicantAction } from '@/forms/applicant-actions'

export function POST(request: Request): Promise<Response> {
  return handleApplicantAction('withdraw', request)
}
