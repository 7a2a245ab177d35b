/**
 * A lingering close for the production server's connections. When Node closes a connection after
 * an answer while the client is still sending a body the app refused (a 413 in the middle of an
 * upload), the unread bytes make the kernel send a reset, and a reset makes the client's kernel
 * drop the answer it had not read yet: the visitor gets a broken connection instead of the 413.
 * So a connection that Node closes after its answer first sends its end, reads and drops what
 * still arrives, and is destroyed once the client has closed its side or after `lingerMs`, as
 * Apache and nginx do.
 */

/** How long a closing connection keeps reading what the client still sends. */
const LINGER_MS = 2000

/**
 * Gives `socket` (a connection of an HTTP server) the lingering close; Node's server calls
 * `destroySoon` when it closes a connection after an answer.
 * @param {import('node:net').Socket} socket
 * @param {number} [lingerMs]
 */
export function lingerOnClose(socket, lingerMs = LINGER_MS) {
  socket.destroySoon = function lingeringClose() {
    if (this.destroyed) return
    if (this.writable) this.end()
    if (this.readableEnded) {
      this.destroy()
      return
    }
    const timer = setTimeout(() => this.destroy(), lingerMs)
    timer.unref()
    this.once('end', () => {
      clearTimeout(timer)
      this.destroy()
    })
    this.once('close', () => clearTimeout(timer))
    this.resume()
  }
}
