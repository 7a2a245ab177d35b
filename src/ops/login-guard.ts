import { throttleLogin } from './login-throttle'

/** Payload's login, with failures counted and answered by the login throttle. */
export async function guardLogin(request: Request, login: () => Promise<Response>): Promise<Response> {
  return throttleLogin(request, login)
}
