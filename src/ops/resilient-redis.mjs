/**
 * A Redis connection that is an accelerator, never a single point of failure: a short connect
 * timeout, a short timeout on every command, no offline queue (a command while Redis is away fails
 * at once instead of waiting for it), and reconnection in the background for as long as it takes.
 * Users check `isReady()` and fall back to this process's memory meanwhile; one warning is logged
 * when Redis goes away and one when it is back.
 */
import { createClient } from 'redis'

const CONNECT_TIMEOUT_MS = Number(process.env.REDIS_CONNECT_TIMEOUT_MS || 500)
const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_COMMAND_TIMEOUT_MS || 500)

/**
 * Waits between reconnection attempts: quick at first, then every five seconds.
 * @param {number} retries
 */
const reconnectDelay = (retries) => Math.min(100 * 2 ** retries, 5000)

/**
 * @param {string | undefined} url Redis's address (the client's default, localhost:6379, when undefined)
 * @param {{ name: string, logger?: { warn: (message: string) => void }, onReady?: () => void }} options
 */
export function createResilientRedis(url, { name, logger = console, onReady }) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  })
  let down = false
  /** @param {string} reason */
  const wentDown = (reason) => {
    if (down) return
    down = true
    logger.warn(`${name}: Redis unavailable (${reason}); using this process's memory until it is back`)
  }
  client.on('error', (error) => wentDown(error?.message || String(error)))
  client.on('end', () => wentDown('connection closed'))
  client.on('ready', () => {
    if (down) logger.warn(`${name}: Redis is back`)
    down = false
    onReady?.()
  })
  // Never awaited by a request: until the first connection, users see isReady() false.
  client.connect().catch((error) => wentDown(error?.message || String(error)))
  return {
    client,
    isReady: () => client.isReady,
    /** The state /healthz reports. */
    status: () => (client.isReady ? 'ok' : 'unavailable'),
    close: async () => {
      if (client.isOpen) await client.close().catch(() => client.destroy())
      else client.destroy()
    },
  }
}
