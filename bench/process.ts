import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

/** Everything still running that we started, newest last, so an interrupted run can stop it. */
const cleanups = new Set<() => Promise<void> | void>()

/** Registers a way to stop something we started; returns the function that unregisters it. */
export function onCleanup(stop: () => Promise<void> | void): () => void {
  cleanups.add(stop)
  return () => cleanups.delete(stop)
}

/** Stops everything still registered, newest first (e.g. nginx before the site it proxies to). */
export async function cleanUpAll(): Promise<void> {
  for (const stop of [...cleanups].reverse()) {
    cleanups.delete(stop)
    await stop()
  }
}

export interface Started {
  readonly child: ChildProcess
  readonly pid: number
  readonly logFile: string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string>
}

/** Starts a child process with its output in a log file (so a chatty server never blocks on a full pipe). */
export function startLogged(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string }): Started {
  const log = fs.openSync(options.logFile, 'a')
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  if (child.pid === undefined) throw new Error(`Could not start ${command}`)
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
    child.once('error', (error) => resolve(error.message))
  })
  const started: Started = { child, pid: child.pid, logFile: options.logFile, exited }
  const unregister = onCleanup(() => stopProcess(started))
  void exited.then(unregister)
  return started
}

/** Runs a command to completion; resolves with its exit code. */
export async function runLogged(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string }): Promise<number | string> {
  return startLogged(command, args, options).exited
}

function isRunning(started: Started): boolean {
  return started.child.exitCode === null && started.child.signalCode === null
}

/** Stops a process we started, by its PID: a polite signal first, SIGKILL if it lingers. */
export async function stopProcess(started: Started, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (!isRunning(started)) return
  process.kill(started.pid, signal)
  const timedOut = await Promise.race([started.exited.then(() => false), sleep(graceMs).then(() => true)])
  if (timedOut && isRunning(started)) {
    process.kill(started.pid, 'SIGKILL')
    await started.exited
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The last lines of a log file, for error messages. */
export function tail(file: string, lines = 25): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}
