import { answerFormPost } from '@/forms/html-post'

export function POST(request: Request): Promise<Response> {
  return answerFormPost('staffingRequest', request)
}
