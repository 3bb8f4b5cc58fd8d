import path from 'node:path'
import { distDirName, host, nextOrigin, nextPort, root } from './config'
import { sleep, startLogged, tail, type Started } from './process'

/** Fails early, with a reason, when something else already answers on a port we need. */
export async function assertPortFree(origin: string): Promise<void> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(2_000) })
  } catch {
    return
  }
  throw new Error(`Something is already listening on ${origin}; stop it or free the port before benchmarking.`)
}

/**
 * Starts `next start` on the benchmark build. Node runs the Next.js binary directly (not through
 * npx), so the PID we hold is the server itself and the memory sampler measures the right process.
 */
export async function startNext(tempDir: string): Promise<Started> {
  await assertPortFree(nextOrigin)
  const server = startLogged(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(nextPort), '-H', host], {
    cwd: root,
    logFile: path.join(tempDir, 'next-start.log'),
    env: { ...process.env, NEXT_DIST_DIR: distDirName, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  await waitUntilReady(`${nextOrigin}/robots.txt`, server)
  return server
}

/** Polls a URL until it answers 200; gives up if the process dies or a minute passes. */
export async function waitUntilReady(url: string, server: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended = false
  void server.exited.then(() => {
    ended = true
  })
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server exited before it was ready:\n${tail(server.logFile)}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${tail(server.logFile)}`)
}
