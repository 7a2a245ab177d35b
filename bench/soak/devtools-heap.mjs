/**
 * The server's live heap, read over the DevTools protocol of its inspector (`--inspect`): a full
 * garbage collection first, so what is left is what the process still holds, not what V8 has not
 * collected yet. Node 20 has no WebSocket of its own; `ws` speaks the protocol's transport.
 */
import WebSocket from 'ws'

/**
 * The first debugging target's WebSocket address of an inspector on `host:port`.
 * @param {string} inspector
 */
async function debuggerUrl(inspector) {
  const response = await fetch(`http://${inspector}/json/list`)
  /** @type {{ webSocketDebuggerUrl?: string }[]} */
  const targets = await response.json()
  const url = targets.find((target) => target.webSocketDebuggerUrl)?.webSocketDebuggerUrl
  if (!url) throw new Error(`The inspector on ${inspector} lists no target`)
  return url
}

/**
 * Connects to the inspector of a Node process.
 * @param {string} inspector host:port
 * @param {{ onClose?: () => void }} [options]
 */
export async function connectHeapInspector(inspector, { onClose } = {}) {
  const socket = new WebSocket(await debuggerUrl(inspector))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map()
  socket.on('message', (data) => {
    /** @type {{ id?: number, result?: unknown, error?: { message: string } }} */
    const message = JSON.parse(String(data))
    const waiting = message.id === undefined ? undefined : pending.get(message.id)
    if (!waiting || message.id === undefined) return
    pending.delete(message.id)
    if (message.error) waiting.reject(new Error(message.error.message))
    else waiting.resolve(message.result)
  })
  socket.on('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('The inspector closed'))
    pending.clear()
    onClose?.()
  })
  socket.on('error', () => {
    // 'close' follows and says it.
  })

  /**
   * @param {string} method
   * @param {Record<string, unknown>} [params]
   * @returns {Promise<any>}
   */
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      socket.send(JSON.stringify({ id, method, params }), (error) => {
        if (!error) return
        pending.delete(id)
        reject(error)
      })
    })

  /** @type {{ result: { value: number } }} */
  const { result } = await call('Runtime.evaluate', { expression: 'process.pid', returnByValue: true })
  return {
    /** The inspected process's id (for its resident memory in /proc). */
    pid: result.value,
    /** Bytes of live JavaScript objects after a full collection. */
    async liveHeapBytes() {
      await call('HeapProfiler.collectGarbage')
      /** @type {{ usedSize: number, totalSize: number }} */
      const usage = await call('Runtime.getHeapUsage')
      return usage.usedSize
    },
    close() {
      socket.close()
    },
  }
}

/** @typedef {Awaited<ReturnType<typeof connectHeapInspector>>} HeapInspector */
