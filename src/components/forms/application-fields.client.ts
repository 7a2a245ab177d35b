'use client'

// The application form's own fields (the CV upload with its file types, gender and consent), in a
// chunk of their own, so the contact and alert forms do not load them.
export { ConsentField } from './ConsentField.client'
export { FileField } from './FileField.client'
export { GenderField } from './GenderField.client'
