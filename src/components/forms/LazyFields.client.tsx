'use client'

import dynamic from 'next/dynamic'

/*
 * The form components as the server renders them, with their code in chunks that only pages
 * showing a form load (the contact, business contact and application pages, the vacancy overview
 * and the vacancy alert's page with the alert's sign-up form); the application form's own fields
 * are a chunk of their own.
 */
export const SubmissionForm = dynamic(() => import('./fields.client').then((module) => module.SubmissionForm))
export const TextField = dynamic(() => import('./fields.client').then((module) => module.TextField))
export const SelectField = dynamic(() => import('./fields.client').then((module) => module.SelectField))
export const FileField = dynamic(() => import('./application-fields.client').then((module) => module.FileField))
export const GenderField = dynamic(() => import('./application-fields.client').then((module) => module.GenderField))
export const ConsentField = dynamic(() => import('./application-fields.client').then((module) => module.ConsentField))
export const FrequencyField = dynamic(() => import('./fields.client').then((module) => module.FrequencyField))
