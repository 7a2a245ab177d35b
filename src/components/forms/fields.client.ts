'use client'

// The contact and alert forms' fields (and the application form's text fields), in one module, so
// a page with a form loads them as one chunk.
export { FrequencyField } from '../alerts/FrequencyField.client'
export { SelectField } from './SelectField.client'
export { SubmissionForm } from './SubmissionForm.client'
export { TextField } from './TextField.client'
