'use client'

// Every form component in one module, so the pages with a form load them as one chunk.
export { FrequencyField } from '../alerts/FrequencyField.client'
export { ConsentField } from './ConsentField.client'
export { FileField } from './FileField.client'
export { GenderField } from './GenderField.client'
export { SubmissionForm } from './SubmissionForm.client'
export { TextField } from './TextField.client'
