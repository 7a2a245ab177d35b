import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { serverEnv } from '@/env'

const DEMO_EDITOR_EMAIL = 'redactie@koersgroep.nl'
const DEMO_ADMIN_EMAIL = 'beheer@koersgroep.nl'

type DemoAccount = { label: string; email: string; password: string }

/** Creates one demo account unless it exists; returns its password only when it was created. */
async function seedAccount(
  payload: Payload,
  { email, name, role, password }: { email: string; name: string; role: 'admin' | 'editor'; password?: string },
): Promise<string | null> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (existing.docs.length) return null
  const finalPassword = password || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: finalPassword, name, role },
  })
  return finalPassword
}

/**
 * The demo accounts: an editor (role 'Redacteur') and an administrator. Their passwords come from
 * SEED_EDITOR_PASSWORD and SEED_ADMIN_PASSWORD, or are generated and returned once (only their hashes
 * are stored), for the caller to print.
 */
export async function seedDemoAccounts(
  payload: Payload,
  {
    editorPassword = serverEnv().SEED_EDITOR_PASSWORD,
    adminPassword = serverEnv().SEED_ADMIN_PASSWORD,
  }: { editorPassword?: string; adminPassword?: string } = {},
): Promise<DemoAccount[]> {
  const created: DemoAccount[] = []
  const editor = await seedAccount(payload, {
    email: DEMO_EDITOR_EMAIL,
    name: 'Redactie Koers',
    role: 'editor',
    password: editorPassword,
  })
  if (editor) created.push({ label: 'Demo-redacteur', email: DEMO_EDITOR_EMAIL, password: editor })
  const admin = await seedAccount(payload, {
    email: DEMO_ADMIN_EMAIL,
    name: 'Beheer Koers',
    role: 'admin',
    password: adminPassword,
  })
  if (admin) created.push({ label: 'Demo-beheerder', email: DEMO_ADMIN_EMAIL, password: admin })
  return created
}

/** The lines that show the new demo accounts once. */
export function formatDemoAccounts(accounts: DemoAccount[]): string {
  return accounts
    .map(
      ({ label, email, password }) => `  ${`${label}:`.padEnd(16)}${email}\n  ${'Wachtwoord:'.padEnd(16)}${password}`,
    )
    .join('\n\n')
}
