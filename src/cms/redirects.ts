import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { forgetRedirectedPath } from '@/cms/not-found/collection'
import { refuseFields } from '@/cms/refusal'
import { forgetDeletedRedirect, rememberRedirectChange } from '@/cms/route-memory-sync'
import { isEditor } from '@/data/access'
import { collectionTag, pathTag, ROUTE_TABLE_TAG } from '@/data/cache-tags'
import { ROUTABLE_COLLECTIONS } from '@/data/page-types'
import { relationId } from '@/data/relations'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import type { Redirect } from '@/payload-types'
import {
  followRedirectChain,
  normaliseRedirectDestination,
  normaliseRedirectSource,
  REDIRECT_STATUSES,
} from '@/routing/redirect-rules'
import { normalisePath } from '@/routing/routes'
import { fetchRoute } from '@/routing/server/route-lookup'
import { uriToPath } from '@/routing/uri'

const REDIRECTS_SLUG = 'redirects'

const siteOrigin = () => siteUrl()

const normaliseSource: FieldHook = ({ value }) => normaliseRedirectSource(value, siteOrigin()) ?? value

const normaliseDestination: FieldHook = ({ value }) =>
  typeof value === 'string' && value ? (normaliseRedirectDestination(value) ?? value) : value

const validateSource = (value: string | null | undefined) =>
  normaliseRedirectSource(value, siteOrigin()) === value || nl.redirects.invalidSource

const validateDestination = (
  value: string | null | undefined,
  { siblingData }: { siblingData: Partial<Redirect['to']> },
) => siblingData?.type !== 'custom' || Boolean(normaliseRedirectDestination(value)) || nl.redirects.invalidDestination

/** The plugin's fields with Dutch labels, guidance and normalised, checked values. */
function dutchField(field: Field): Field {
  if (field.type === 'text' && field.name === 'from' && !field.hasMany) {
    return {
      ...field,
      label: 'Oud adres',
      admin: { description: 'Het adres dat niet meer bestaat, bijvoorbeeld /vacatures/oude-titel.' },
      hooks: { beforeValidate: [normaliseSource] },
      validate: validateSource,
    }
  }
  if (field.type === 'group' && 'name' in field && field.name === 'to') {
    return { ...field, label: 'Nieuw adres', fields: field.fields.map(dutchDestinationField) }
  }
  return field
}

function dutchDestinationField(field: Field): Field {
  if (field.type === 'radio' && field.name === 'type') {
    return {
      ...field,
      label: 'Soort bestemming',
      options: [
        { label: 'Een pagina, vacature of verhaal op deze site', value: 'reference' },
        { label: 'Een eigen adres', value: 'custom' },
      ],
    }
  }
  if (field.type === 'relationship' && field.name === 'reference') {
    const description =
      'De doorverwijzing volgt het document: wordt het adres later weer gewijzigd, dan blijft ze kloppen.'
    return { ...field, label: 'Document', admin: { condition: field.admin?.condition, description } }
  }
  if (field.type === 'text' && field.name === 'url' && !field.hasMany) {
    return {
      ...field,
      label: 'Adres',
      admin: {
        condition: field.admin?.condition,
        description: 'Een adres op deze site (/contact) of een volledig adres (https://…).',
      },
      hooks: { beforeValidate: [normaliseDestination] },
      validate: validateDestination,
    }
  }
  return field
}

/** The fields a refusal names, as the editor sees them. */
const REFUSED_FIELD_LABELS = {
  from: 'Oud adres',
  'to.url': 'Nieuw adres: Adres',
  'to.reference': 'Nieuw adres: Document',
} as const

/**
 * Refuses the save in Dutch: the reason at the field, and in the notice (Payload's heading in the
 * editor's language, then the field and the reason, never the field's code name).
 */
function refuse(path: keyof typeof REFUSED_FIELD_LABELS, message: string, req: PayloadRequest): never {
  refuseFields(REDIRECTS_SLUG, [{ path, message, label: REFUSED_FIELD_LABELS[path] }], req)
}

/** The destination of the redirect from a path, as stored (custom url or referenced document). */
async function storedDestination(
  req: PayloadRequest,
  path: string,
  ignoreId?: number | string,
): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: REDIRECTS_SLUG,
    where: { from: { equals: path } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const [redirect] = docs
  if (!redirect || redirect.id === ignoreId) return null
  if (redirect.to?.type === 'custom') return redirect.to.url ?? null
  const target = redirect.to?.reference?.value
  return typeof target === 'object' && target?.uri ? uriToPath(target.uri) : null
}

/**
 * Refuses what could never work or would loop: an address where a published document lives,
 * a destination that leads back (directly or through other redirects). A custom destination
 * that is itself redirected is stored as the end of that chain, so a visitor makes one hop.
 */
const checkRedirect: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req, context }) => {
  if (context.routeHistory) return data
  const from = normaliseRedirectSource(data.from ?? originalDoc?.from, siteOrigin())
  if (!from) refuse('from', nl.redirects.invalidSource, req)
  if ((await fetchRoute(req.payload, from)).kind !== 'notFound') refuse('from', nl.redirects.liveSource, req)
  const to = { ...originalDoc?.to, ...data.to }
  let destination: string | null
  if (to.type === 'custom') {
    destination = normaliseRedirectDestination(to.url)
    if (!destination) refuse('to.url', nl.redirects.invalidDestination, req)
  } else {
    const reference = to.reference
    if (!reference) refuse('to.reference', nl.redirects.missingTarget, req)
    const id = relationId(reference.value)
    if (id === null) refuse('to.reference', nl.redirects.missingTarget, req)
    const target = await req.payload.findByID({
      collection: reference.relationTo,
      id,
      depth: 0,
      draft: true,
      overrideAccess: true,
      req,
    })
    destination = target?.uri ? uriToPath(target.uri) : null
    if (!destination) refuse('to.reference', nl.redirects.missingTarget, req)
  }
  const end = await followRedirectChain(from, destination, (path) => storedDestination(req, path, originalDoc?.id))
  if (end === 'loop') refuse(to.type === 'custom' ? 'to.url' : 'to.reference', nl.redirects.loop, req)
  if (to.type === 'custom' && end !== destination) return { ...data, from, to: { ...to, url: end } }
  return { ...data, from }
}

/** Redirects whose custom destination is this redirect's source now lead straight to its target. */
async function collapseChainsInto(saved: Redirect, req: PayloadRequest): Promise<void> {
  // Read back without populating, so the destination can be stored as it is.
  const redirect = await req.payload.findByID({ collection: REDIRECTS_SLUG, id: saved.id, depth: 0, req })
  const { docs } = await req.payload.find({
    collection: REDIRECTS_SLUG,
    where: { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: redirect.from } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const earlier of docs) {
    if (earlier.id === redirect.id) continue
    await req.payload.update({
      collection: REDIRECTS_SLUG,
      id: earlier.id,
      data: { to: redirect.to },
      depth: 0,
      overrideAccess: true,
      req,
      context: { routeHistory: true },
    })
  }
}

function redirectTags(...paths: (string | null | undefined)[]): string[] {
  return [
    collectionTag(REDIRECTS_SLUG),
    ROUTE_TABLE_TAG,
    ...paths.flatMap((path) => (path ? [pathTag(normalisePath(path))] : [])),
  ]
}

const afterRedirectChange: CollectionAfterChangeHook<Redirect> = async ({ doc, previousDoc, req, context }) => {
  if (!context.routeHistory) await collapseChainsInto(doc, req)
  expireTags(redirectTags(doc.from, previousDoc?.from), req.payload)
  return doc
}

const afterRedirectDelete: CollectionAfterDeleteHook<Redirect> = ({ doc, req }) => {
  expireTags(redirectTags(doc.from), req.payload)
  return doc
}

/**
 * Payload's redirects plugin: a 'Doorverwijzingen' collection that editors manage (from an old
 * address to a document, which the redirect follows when its address changes again, or to a
 * custom address), served by the site before its 404 (by the proxy, from its route memory). Routable
 * documents add their old address here themselves when their uri changes (hooks/route-history.ts).
 */
export function redirects(): Plugin {
  return redirectsPlugin({
    collections: [...ROUTABLE_COLLECTIONS],
    redirectTypes: [...REDIRECT_STATUSES],
    redirectTypeFieldOverride: {
      label: 'Soort doorverwijzing',
      defaultValue: '308',
      options: [
        { label: 'Permanent (308): het oude adres komt niet terug', value: '308' },
        { label: 'Tijdelijk (307)', value: '307' },
      ],
    },
    overrides: {
      labels: { singular: 'Doorverwijzing', plural: 'Doorverwijzingen' },
      access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
      admin: {
        useAsTitle: 'from',
        defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
        description:
          'Bezoekers van een oud adres komen automatisch op het nieuwe. Wijzigt het adres van een gepubliceerde pagina, vacature of verhaal, dan wordt de doorverwijzing vanzelf aangemaakt.',
      },
      hooks: {
        beforeChange: [checkRedirect],
        afterChange: [afterRedirectChange, rememberRedirectChange, forgetRedirectedPath],
        afterDelete: [afterRedirectDelete, forgetDeletedRedirect],
      },
      fields: ({ defaultFields }) => defaultFields.map(dutchField),
    },
  })
}
