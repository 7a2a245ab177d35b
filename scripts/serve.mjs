#!/usr/bin/env node
/**
 * The production server (`npm run serve`; `npm start` builds first and runs this): Next's request
 * handler behind Node's HTTP server, with what `next start` leaves out.
 * - The visitor's address comes from the connection, or from the entries TRUSTED_PROXY_COUNT
 *   proxies appended to X-Forwarded-For; the app reads it from X-Forwarded-For, which is rewritten
 *   to that one address, so no visitor can choose the address they are counted under.
 * - Time budgets: headers within 15 s, the whole request within REQUEST_TIMEOUT_SECONDS, and an
 *   answer within REQUEST_TIME_BUDGET_SECONDS (else 503 and the connection is closed).
 * - An idle keep-alive connection stays open for KEEP_ALIVE_SECONDS (65), longer than the proxy in
 *   front keeps its own (nginx's upstream keepalive_timeout and AWS's load balancer: 60 s). With
 *   Node's 5 s the server could close a connection just as the proxy sent a request on it, and a
 *   proxy does not retry a POST: the visitor would get a 502 for a form they sent.
 * - A connection closed after its answer lingers: it reads and drops what the client still sends
 *   for up to two seconds, so a refused upload's 413 is read by the client instead of being lost
 *   to a reset (src/ops/lingering-close.mjs).
 * - A path that cannot be percent-decoded is a 400, not a 500 from deep inside Next; a method the
 *   site does not answer (TRACE, CONNECT, PROPFIND) is a 405.
 * - SIGTERM/SIGINT: new connections are refused at once, every request that reached the server is
 *   answered (also those still waiting in the kernel for the busy server), connections are closed after
 *   their answer, then the process exits once the app's exit work is done (the job runner hands
 *   back the jobs it still runs, src/ops/exit-work.mjs); after SHUTDOWN_GRACE_SECONDS whatever is
 *   left is cut (src/ops/graceful-shutdown.mjs).
 *
 *   node scripts/serve.mjs [-p PORT] [-H HOST]    (defaults: PORT or 3000, HOST or 127.0.0.1)
 */
import next from 'next'
import http from 'node:http'

import { root } from './lib/build.mjs'
import { exitWorkDone } from '../src/ops/exit-work.mjs'
import { drainOnShutdown } from '../src/ops/graceful-shutdown.mjs'
import { lingerOnClose } from '../src/ops/lingering-close.mjs'
import { watchHeap } from '../src/ops/memory.mjs'
import {
  hasMalformedPath,
  METHOD_NOT_ALLOWED_TEXT,
  methodNotAllowed,
  nextHostname,
  resolveClientAddress,
  SUPPORTED_METHODS,
  trustedProxyCount,
} from '../src/ops/request-guard.mjs'
import { sitePolicyHeader } from '../src/ops/security-headers.mjs'
import { adoptSiteTimeZone } from '../src/ops/time-zone.mjs'

adoptSiteTimeZone()

const args = process.argv.slice(2)
/**
 * @param {string} flag
 * @param {string} fallback
 */
const option = (flag, fallback) => {
  const index = args.indexOf(flag)
  return index === -1 ? fallback : args[index + 1]
}
const port = Number(option('-p', process.env.PORT || '3000'))
const host = option('-H', process.env.HOST || '127.0.0.1')
/**
 * @param {string} name
 * @param {number} fallback
 */
const seconds = (name, fallback) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value * 1000 : fallback * 1000
}
const requestTimeoutMs = seconds('REQUEST_TIMEOUT_SECONDS', 120)
const timeBudgetMs = seconds('REQUEST_TIME_BUDGET_SECONDS', 150)
const shutdownGraceMs = seconds('SHUTDOWN_GRACE_SECONDS', 25)
const keepAliveMs = seconds('KEEP_ALIVE_SECONDS', 65)
const proxies = trustedProxyCount()

// Next declares NODE_ENV read-only for the app; the server sets it before Next is loaded.
Object.assign(process.env, { NODE_ENV: 'production' })
// The app's configuration reads them (the local demo's own origin, see src/cms/origins.ts).
process.env.PORT = String(port)
process.env.HOST = host
const app = next({ dev: false, dir: root, hostname: nextHostname(host), port })
// The public pages' Content-Security-Policy names the analytics origin configured now, at start.
const sitePolicy = sitePolicyHeader()
const handle = app.getRequestHandler()

/**
 * A complete answer written straight to the socket, for when Next cannot (or must not) answer.
 * @param {import('node:net').Socket} socket
 * @param {number} status
 * @param {string} reason
 * @param {string} text
 */
function rawAnswer(socket, status, reason, text) {
  const body = Buffer.from(text, 'utf8')
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
      `Cache-Control: no-store\r\nRetry-After: 10\r\nConnection: close\r\n\r\n${body}`,
  )
  socket.destroySoon?.()
}

const server = http.createServer(
  {
    headersTimeout: 15_000,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveMs,
    connectionsCheckingInterval: 1000,
  },
  (req, res) => {
    if (hasMalformedPath(req.url)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('Ongeldig adres.')
      return
    }
    if (!SUPPORTED_METHODS.includes(req.method ?? '')) {
      const allow = SUPPORTED_METHODS.join(', ')
      res.writeHead(405, { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(METHOD_NOT_ALLOWED_TEXT)
      return
    }
    req.headers['x-forwarded-for'] = resolveClientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      proxies,
    )
    delete req.headers['x-real-ip']
    delete req.headers.forwarded
    const policy = sitePolicy.forPath(req.url?.split('?')[0] ?? '/')
    if (policy) res.setHeader(sitePolicy.name, policy)

    const budget = setTimeout(() => {
      console.warn(`Request over its time budget (${timeBudgetMs / 1000} s): ${req.method} ${req.url?.split('?')[0]}`)
      if (res.headersSent) req.socket.destroy()
      else
        rawAnswer(req.socket, 503, 'Service Unavailable', 'De server doet er te lang over. Probeer het later opnieuw.')
    }, timeBudgetMs)
    budget.unref()
    res.once('close', () => clearTimeout(budget))
    handle(req, res).catch((error) => {
      console.error('Request failed', error)
      if (!res.headersSent) {
        res.statusCode = 500
        res.end()
      }
    })
  },
)

// A refused upload's answer reaches the client instead of being lost to a reset (lingering-close.mjs).
server.on('connection', (socket) => lingerOnClose(socket))

// Node hands CONNECT to this event, not to the request handler; without a listener it drops the connection.
server.on('connect', (_req, socket) => socket.end(methodNotAllowed()))

let shutdownStarted = 0
// The app's exit work (jobs handed back) gets what is left of the one grace period.
const exitWhenWorkDone = () =>
  void exitWorkDone(Math.max(0, shutdownStarted + shutdownGraceMs - Date.now())).then(() => process.exit(0))
const shutdown = drainOnShutdown(server, { graceMs: shutdownGraceMs, onStopped: exitWhenWorkDone })
// Every signal, not once: Ctrl-C reaches both `npm start` and the server, and `npm start` passes it
// on; a second SIGINT must not kill the server mid-shutdown.
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    shutdownStarted ||= Date.now()
    shutdown(signal)
  })

await app.prepare()
watchHeap()
server.listen(port, host, () => console.log(`Listening on http://${host}:${port}`))
