import { handleApplicantDocuments } from '@/forms/applicant-documents'

export function POST(request: Request): Promise<Response> {
  return handleApplicantDocuments(request)
}
