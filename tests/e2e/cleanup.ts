import { expect, test as base, type APIRequestContext } from '@playwright/test'

import { loginAsEditor } from './helpers'
import { baseURL } from '../../playwright.config'

/**
 * What a test made on the shared server, removed by the editor after the test whether it passed or
 * failed: a test that stops midway leaves no vacancy, article or request behind for the next spec
 * to count, list or find at its address.
 */
export type Made = {
  /** Removes document `id` of `collection` after the test. */
  add: (collection: string, id: number) => void
  /** Removes it now, where the test checks what the removal does, instead of after the test. */
  remove: (collection: string, id: number) => Promise<void>
}

export const test = base.extend<{ made: Made }>({
  made: async ({ playwright }, provide) => {
    const docs: Array<[string, number]> = []
    let editor: { request: APIRequestContext; headers: Record<string, string> } | undefined
    const remove = async (collection: string, id: number) => {
      if (!editor) {
        const request = await playwright.request.newContext({ baseURL })
        editor = { request, headers: { Authorization: `JWT ${await loginAsEditor(request)}` } }
      }
      // A removal can follow long work in the admin, after which the server may close the idle
      // connection just as the call reuses it: retried once (a reset connection only).
      const response = await editor.request.delete(`/api/${collection}/${id}`, {
        headers: editor.headers,
        maxRetries: 1,
      })
      return response.ok() ? undefined : `${collection} ${id}: ${response.status()}`
    }
    await provide({
      add: (collection, id) => void docs.push([collection, id]),
      remove: async (collection, id) => {
        const at = docs.findIndex(([made, madeId]) => made === collection && madeId === id)
        if (at !== -1) docs.splice(at, 1)
        expect(await remove(collection, id)).toBeUndefined()
      },
    })
    // Newest first: a copy goes before its original. Every one is tried before a failure counts.
    const failed: string[] = []
    try {
      for (const [collection, id] of docs.reverse()) {
        const failure = await remove(collection, id)
        if (failure) failed.push(failure)
      }
    } finally {
      await editor?.request.dispose()
    }
    expect(failed, 'documents the test made, removed after it').toEqual([])
  },
})
