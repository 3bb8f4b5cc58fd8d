import path from 'node:path'
import { floorDir, floorOrigin, floorPort, host, root } from './config'
import { runLogged, startLogged, tail, type Started } from './process'
import { assertPortFree, waitUntilReady } from './server'

const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

/**
 * The framework floor: bench/floor is a Next.js app with the site's framework settings, one
 * static page of text and no client component of ours. What its page costs (JavaScript, main
 * thread, Lighthouse figures) is what the framework alone costs; every page of ours is read
 * against it.
 */
export async function buildFloor(tempDir: string): Promise<void> {
  const logFile = path.join(tempDir, 'floor-build.log')
  console.log(`Building the framework floor app (${path.relative(root, floorDir)}, log ${logFile}) …`)
  const code = await runLogged(process.execPath, [nextBin, 'build'], { cwd: floorDir, logFile, env })
  if (code !== 0) throw new Error(`the floor app did not build (exit ${code}):\n${tail(logFile)}`)
}

export async function startFloor(tempDir: string): Promise<Started> {
  await assertPortFree(floorOrigin)
  const server = startLogged(process.execPath, [nextBin, 'start', '-p', String(floorPort), '-H', host], {
    cwd: floorDir,
    logFile: path.join(tempDir, 'floor-start.log'),
    env,
  })
  await waitUntilReady(`${floorOrigin}/`, server)
  return server
}
