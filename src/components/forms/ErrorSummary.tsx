import { FORM_ERROR_KEY, firstError, type FieldErrors } from '@/forms/field-errors'
import { FORM_ERROR_SUMMARY_ID } from '@/forms/form-fields'
import { nlFormFields } from '@/i18n/browser'

import { fieldId } from './form-state.client'

type Props = {
  formId: string
  errors: FieldErrors
  /** File fields whose file a post without JavaScript lost, by name, with their labels. */
  droppedFiles: { name: string; label: string }[]
}

/**
 * The form's problems at its top (the GOV.UK error summary): a heading, then each field's first
 * error as a link to that field; a post without JavaScript comes back here. A file that did not
 * come along is named too, so choosing it again is not missed.
 */
export function ErrorSummary({ formId, errors, droppedFiles }: Props) {
  const items = Object.keys(errors).flatMap((name) => {
    const message = firstError(errors, name)
    return message ? [{ name, message }] : []
  })
  const dropped = droppedFiles.filter((file) => !errors[file.name])
  if (!items.length && !dropped.length) return null
  const headingId = `${formId}-summary-title`
  return (
    <div
      id={FORM_ERROR_SUMMARY_ID}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-32 rounded-lg border-2 border-danger bg-white p-5 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand-blue"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {nlFormFields.summary.title}
      </h2>
      <ul className="mt-3 flex list-none flex-col gap-2 p-0">
        {items.map(({ name, message }) => (
          <li key={name}>
            {name === FORM_ERROR_KEY ? (
              <span className="font-semibold text-danger">{message}</span>
            ) : (
              <a href={`#${fieldId(formId, name)}`} className="font-semibold text-danger underline underline-offset-4">
                {message}
              </a>
            )}
          </li>
        ))}
        {dropped.map((file) => (
          <li key={file.name}>
            <a
              href={`#${fieldId(formId, file.name)}`}
              className="font-semibold text-brand-blue-dark underline underline-offset-4"
            >
              {nlFormFields.summary.chooseFileAgain(file.label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
