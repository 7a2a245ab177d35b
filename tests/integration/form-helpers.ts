import fs from 'node:fs'
import type { Payload } from 'payload'

import { POST as postApplication } from '@/app/actions/module/application-form/route'
import { POST as postContact } from '@/app/actions/module/contact/route'
import { POST as postBusinessContact } from '@/app/actions/module/contact-business/route'
import { POST as postStaffingRequest } from '@/app/actions/module/staffing-request/route'

const ENDPOINTS = {
  application: { path: 'application-form', post: postApplication },
  contact: { path: 'contact', post: postContact },
  businessContact: { path: 'contact-business', post: postBusinessContact },
  staffingRequest: { path: 'staffing-request', post: postStaffingRequest },
} as const

export type Endpoint = keyof typeof ENDPOINTS

let addressCounter = 0

/** A fresh client address per call, so tests do not share a rate-limit window by accident. */
export function nextAddress(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/** Calls an endpoint's route handler as the Next server would, from `address`. */
export function send(
  endpoint: Endpoint,
  body: BodyInit | null,
  { headers = {}, address = nextAddress() }: { headers?: Record<string, string>; address?: string } = {},
): Promise<Response> {
  const request = new Request(`http://localhost/actions/module/${ENDPOINTS[endpoint].path}`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': address, ...headers },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  return ENDPOINTS[endpoint].post(request)
}

export function formData(
  fields: Record<string, string | Blob | undefined>,
  files: Record<string, File> = {},
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value)
  for (const [name, file] of Object.entries(files)) form.append(name, file)
  return form
}

export const validContact = () => ({
  name: 'Sanne de Vries',
  phoneNumber: '06 12345678',
  email: `sanne.${Date.now()}.${Math.random().toString(36).slice(2)}@example.nl`,
  message: 'Ik zoek werk als verpleegkundige in de regio Utrecht.',
})

export const validBusinessContact = () => ({ ...validContact(), businessName: 'Bouwbedrijf Jansen B.V.' })

export const validApplication = () => ({
  gender: 'v',
  firstName: 'Fatima',
  lastName: `El Amrani ${Math.random().toString(36).slice(2, 8)}`,
  emailAddress: `fatima.${Date.now()}.${Math.random().toString(36).slice(2)}@example.nl`,
  phoneNumber: '+31 20 123 4567',
  message: 'Graag kom ik langs voor een gesprek.',
})

/** How many submissions and files exist, to prove that nothing (or exactly one) was stored. */
export async function countStored(payload: Payload) {
  const count = async (collection: 'applications' | 'contactMessages' | 'applicationFiles') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs
  const staticDir = payload.collections.applicationFiles.config.upload.staticDir
  return {
    applications: await count('applications'),
    contactMessages: await count('contactMessages'),
    applicationFiles: await count('applicationFiles'),
    filesOnDisk: staticDir && fs.existsSync(staticDir) ? fs.readdirSync(staticDir).length : 0,
  }
}
