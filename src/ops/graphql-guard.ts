import { GraphQLError, Kind, parse, visit, type DocumentNode } from 'graphql'

import { nl } from '@/i18n/nl'

/** Bounds of one GraphQL request, far above what an editor's query needs. */
export const GRAPHQL_LIMITS = { bodyBytes: 64 * 1024, tokens: 3000, depth: 8, aliases: 10, operations: 1 } as const

export type GraphqlCheck = { ok: true } | { ok: false; status: 400 | 413; message: string }

function depthOf(document: DocumentNode): number {
  let depth = 0
  let deepest = 0
  visit(document, {
    SelectionSet: {
      enter() {
        depth += 1
        deepest = Math.max(deepest, depth)
      },
      leave() {
        depth -= 1
      },
    },
  })
  return deepest
}

function aliasesOf(document: DocumentNode): number {
  let aliases = 0
  visit(document, {
    Field(node) {
      if (node.alias) aliases += 1
    },
  })
  return aliases
}

/**
 * Checks a GraphQL body before Payload runs it: JSON with a `query` string that parses within a
 * token budget, one operation, and bounded depth and aliases (a query that asks for the same list
 * two hundred times under different names is refused, not run).
 */
export function checkGraphqlBody(text: string): GraphqlCheck {
  if (Buffer.byteLength(text) > GRAPHQL_LIMITS.bodyBytes)
    return { ok: false, status: 413, message: nl.forms.errors.bodyTooLarge }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, message: nl.api.invalidJson }
  }
  const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined
  if (typeof query !== 'string') return { ok: false, status: 400, message: nl.api.graphqlNoQuery }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens })
  } catch (error) {
    return {
      ok: false,
      status: 400,
      message: nl.api.graphqlInvalid(error instanceof GraphQLError ? error.message : String(error)),
    }
  }
  const operations = document.definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION).length
  if (operations > GRAPHQL_LIMITS.operations) return { ok: false, status: 400, message: nl.api.graphqlOneOperation }
  if (depthOf(document) > GRAPHQL_LIMITS.depth) return { ok: false, status: 400, message: nl.api.graphqlTooDeep }
  if (aliasesOf(document) > GRAPHQL_LIMITS.aliases)
    return { ok: false, status: 400, message: nl.api.graphqlTooManyAliases }
  return { ok: true }
}
