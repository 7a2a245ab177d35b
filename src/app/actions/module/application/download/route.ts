import { handleApplicantData } from '@/forms/applicant-documents'

export function POST(request: Request): Promise<Response> {
  return handleApplicantData(request)
}
