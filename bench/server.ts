import fs from 'node:fs'
import path from 'node:path'
import { floorEntry, floorOrigin, floorPort, host, root, serverEntry, siteOrigin, sitePort } from './config'
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
 * Starts the production server (`node dist-bench/main.mjs`) with its own empty data directory.
 * Node runs the entry directly (not through npm), so the PID we hold is the server itself and the
 * memory sampler measures the right process.
 */
export async function startSite(tempDir: string): Promise<Started> {
  await assertPortFree(siteOrigin)
  const dataDir = path.join(tempDir, 'data')
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const server = startLogged(process.execPath, [serverEntry], {
    cwd: root,
    logFile: path.join(tempDir, 'site.log'),
    env: { ...process.env, PORT: String(sitePort), HOST: host, DATA_DIR: dataDir, NODE_ENV: 'production' },
  })
  await waitUntilReady(`${siteOrigin}/robots.txt`, server)
  return server
}

/** Starts the framework floor's standalone server (the Node adapter reads HOST and PORT). */
export async function startFloor(tempDir: string): Promise<Started> {
  await assertPortFree(floorOrigin)
  const server = startLogged(process.execPath, [floorEntry], {
    cwd: root,
    logFile: path.join(tempDir, 'floor.log'),
    env: { ...process.env, PORT: String(floorPort), HOST: host, NODE_ENV: 'production' },
  })
  await waitUntilReady(`${floorOrigin}/`, server)
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
