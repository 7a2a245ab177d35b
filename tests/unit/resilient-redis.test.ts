import { describe, expect, it } from 'vitest'

import { DeadlineError, redisTiming, withDeadline } from '@/ops/resilient-redis.mjs'

import { manualTimers } from './manual-timers'

/** A promise with its resolve and reject at hand. */
function pending<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** What a promise has come to so far. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error) => Object.assign(state, { error, settled: true }),
  )
  return state
}

describe('a deadline on a Redis call', () => {
  it('passes an answer given in time on, and leaves no timer behind', async () => {
    const clock = manualTimers()
    const answer = pending<string>()
    const result = track(withDeadline(answer.promise, 300, clock.timers))
    await clock.advance(299)
    answer.resolve('PONG')
    await clock.advance(0)
    expect(result).toEqual({ value: 'PONG', settled: true })
    expect(clock.pending()).toBe(0)
  })

  it('gives up when no answer came within the deadline', async () => {
    const clock = manualTimers()
    const result = track(withDeadline(pending<string>().promise, 300, clock.timers))
    await clock.advance(299)
    expect(result.settled).toBe(false)
    await clock.advance(1)
    expect(result.error).toBeInstanceOf(DeadlineError)
    expect(String(result.error)).toContain('no answer within 300 ms')
  })

  it('counts an answer read in the same turn of the event loop as the deadline (the process was busy)', async () => {
    const clock = manualTimers()
    const answer = pending<string>()
    const result = track(withDeadline(answer.promise, 300, clock.timers))
    // A timer due at the same moment stands for the socket read that follows the timers.
    clock.timers.setTimeout(() => answer.resolve('PONG'), 300)
    await clock.advance(300)
    expect(result).toEqual({ value: 'PONG', settled: true })
  })

  it('counts from the check phase the command is written in, not from a call the busy process made before', async () => {
    // As node-redis does: the command goes out in the check phase (setImmediate) after the call,
    // and Redis answers a moment later.
    const command = () => new Promise<string>((resolve) => setImmediate(() => setTimeout(() => resolve('PONG'), 20)))
    const result = await new Promise<Promise<string>>((resolve) =>
      setImmediate(() => {
        // Called in a check phase: the command waits for the next one, behind the render below.
        const answer = withDeadline(command(), 300)
        const until = Date.now() + 500
        while (Date.now() < until) {
          // rendering a page
        }
        resolve(answer)
      }),
    )
    expect(await result).toBe('PONG')
  })

  it('passes a failure on as it is', async () => {
    const clock = manualTimers()
    const answer = pending<string>()
    const result = track(withDeadline(answer.promise, 300, clock.timers))
    answer.reject(new Error('Socket closed unexpectedly'))
    await clock.advance(0)
    expect(String(result.error)).toContain('Socket closed unexpectedly')
    expect(clock.pending()).toBe(0)
  })
})

describe('Redis timing settings', () => {
  it('keeps a request path within a second by default, and reads the environment', () => {
    const timing = redisTiming({})
    expect(timing.deadlineMs).toBeLessThanOrEqual(500)
    expect(
      redisTiming({ REDIS_COMMAND_TIMEOUT_MS: '150', REDIS_RETRY_MS: '2000', REDIS_HEARTBEAT_MS: '5000' }),
    ).toMatchObject({ deadlineMs: 150, retryMs: 2000, heartbeatMs: 5000 })
  })
})
