// autocannon ships no types; this declares the part of its API the benchmark uses.
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total?: number
    p50: number
    p90: number
    p99: number
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  /** Without a callback the returned tracker is also a promise of the result. */
  export default function autocannon(options: Options): PromiseLike<Result>
}
