/**
 * The soak's command-line options.
 *
 *   --minutes N          how long the traffic runs (default 10)
 *   --url ORIGIN         attach to a running server instead of starting one
 *   --inspect HOST:PORT  with --url: the server's inspector, for its live heap (and its pid)
 *   --pid PID            with --url and no inspector: the server's process, for its RSS
 *   --visitors N         concurrent anonymous visitors (default 4)
 *   --form-seconds N     a form post every N seconds (default 15)
 *   --alert-seconds N    a vacancy-alert sign-up every N seconds (default 30)
 *   --sample-seconds N   a memory sample every N seconds (default 15)
 *   --no-editor          leave out the editor in /admin
 */

/**
 * @param {readonly string[]} args
 */
export function parseSoakOptions(args) {
  /**
   * @param {string} name
   * @returns {string | undefined}
   */
  const text = (name) => {
    const index = args.indexOf(name)
    return index === -1 ? undefined : args[index + 1]
  }
  /**
   * @param {string} name
   * @param {number} fallback
   */
  const number = (name, fallback) => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number, not ${raw}`)
    return value
  }
  const url = text('--url')?.replace(/\/+$/, '')
  const pid = text('--pid')
  return {
    minutes: number('--minutes', 10),
    url,
    inspect: text('--inspect'),
    pid: pid === undefined ? undefined : number('--pid', 0),
    visitors: Math.round(number('--visitors', 4)),
    formSeconds: number('--form-seconds', 15),
    alertSeconds: number('--alert-seconds', 30),
    sampleSeconds: number('--sample-seconds', 15),
    editor: !args.includes('--no-editor'),
  }
}

/** @typedef {ReturnType<typeof parseSoakOptions>} SoakOptions */
