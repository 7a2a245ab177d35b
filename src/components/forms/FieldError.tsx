/** A field's error under it: red text with an icon, so colour is never the only sign. */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  if (!message) return null
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="mt-2 flex items-start gap-2 text-sm font-semibold text-danger"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.25h1.8v5.5H9.1v-5.5Zm0 7h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{message}</span>
    </p>
  )
}

/** The label of a field, with the required marker of SPEC 5. */
export function FieldLabel({
  htmlFor,
  id,
  label,
  required,
}: {
  htmlFor?: string
  id?: string
  label: string
  required?: boolean
}) {
  const content = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-1 text-danger">
          *
        </span>
      ) : null}
    </>
  )
  const className = 'mb-2 block font-semibold'
  return htmlFor ? (
    <label htmlFor={htmlFor} id={id} className={className}>
      {content}
    </label>
  ) : (
    <span id={id} className={className}>
      {content}
    </span>
  )
}

/** Shared look of text inputs; the error state adds a red border next to the message. */
export const inputClassName =
  'w-full rounded-lg border-2 bg-white px-4 py-3 text-ink transition-colors placeholder:text-muted focus-visible:border-brand-blue aria-[invalid=true]:border-danger border-line'
