// autocannon ships JavaScript without types; these are the parts the benchmarks use.
declare module 'autocannon' {
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>
  }
  /** One measure over the run: requests per second, or latency in milliseconds. */
  export type Histogram = { average: number; total: number; p99: number }
  export type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number }
  export default function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown
}
