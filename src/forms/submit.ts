import type { FieldErrors } from './field-errors'

export type SubmitResult = { kind: 'success' } | { kind: 'errors'; errors: FieldErrors } | { kind: 'noResponse' }

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
    )
  )
}

/**
 * Posts a form and sorts the answer: success, field errors, or no usable answer at all (network
 * failure, or something that is not the endpoints' JSON, such as a proxy's error page).
 */
export async function submitForm(
  endpoint: string,
  body: FormData,
  fetcher: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetcher(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' } })
  } catch {
    return { kind: 'noResponse' }
  }
  let answer: unknown
  try {
    answer = await response.json()
  } catch {
    return { kind: 'noResponse' }
  }
  if (
    response.ok &&
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { success?: unknown }).success === true
  ) {
    return { kind: 'success' }
  }
  const errors = typeof answer === 'object' && answer !== null ? (answer as { errors?: unknown }).errors : undefined
  return isFieldErrors(errors) && Object.keys(errors).length ? { kind: 'errors', errors } : { kind: 'noResponse' }
}
