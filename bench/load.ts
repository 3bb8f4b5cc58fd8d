import os from 'node:os'
import autocannon from 'autocannon'
import { load } from './config'

export interface LoadResult {
  readonly url: string
  readonly connections: number
  readonly seconds: number
  readonly requestsPerSec: number
  readonly totalRequests: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly bytesPerResponse: number
  readonly errors: number
  readonly non2xx: number
  /** The machine's 1-minute load average as the measured run began: context for the figures. */
  readonly machineLoad: number
}

/**
 * A bounded load test: a short warm-up (first renders, JIT, caches) that is thrown away, then
 * `load.durationSeconds` with `load.connections` keep-alive connections. No Accept-Encoding is
 * sent, so neither server spends time compressing and both send the same bytes.
 */
export async function runLoad(url: string): Promise<LoadResult> {
  await autocannon({ url, connections: load.connections, duration: load.warmupSeconds })
  const machineLoad = Math.round((os.loadavg()[0] ?? 0) * 10) / 10
  const result = await autocannon({ url, connections: load.connections, duration: load.durationSeconds, timeout: 10 })
  const total = result.requests.total ?? 0
  return {
    url,
    connections: load.connections,
    seconds: result.duration,
    requestsPerSec: Math.round(result.requests.average),
    totalRequests: total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: total > 0 ? Math.round((result.throughput.total ?? 0) / total) : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    machineLoad,
  }
}
