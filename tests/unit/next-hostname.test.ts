import { NextURL } from 'next/dist/server/web/next-url'
import { describe, expect, it } from 'vitest'

import { nextHostname } from '@/ops/request-guard.mjs'

/** The origin Next builds for the server from the host name it was given (its `initURL`). */
const serverOrigin = (hostname: string) =>
  `http://${hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname}:3000`

describe("the server's origin as Next sees it", () => {
  // A proxy rewrite to another origin than the server's own is forwarded over HTTP: the origin
  // Next writes into a rewrite must be the one it compares it with.
  it.each(['127.0.0.1', '127.0.1.1', '::1', 'localhost', '0.0.0.0', '10.1.2.3', 'www.koersgroep.nl'])(
    'a rewrite on a server listening on %s stays on its own origin',
    (host) => {
      const origin = serverOrigin(nextHostname(host))
      expect(new NextURL(`${origin}/zoekopdracht/vacatures`).origin).toBe(origin)
    },
  )

  it('names every loopback address localhost, as Next writes it', () => {
    expect(nextHostname('127.0.0.1')).toBe('localhost')
    expect(nextHostname('::1')).toBe('localhost')
    expect(nextHostname('0.0.0.0')).toBe('0.0.0.0')
  })
})
