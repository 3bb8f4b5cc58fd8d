import { parentPort } from 'node:worker_threads'
import { runCheck } from './run-check'

/**
 * The check's worker (issue 44; ./pool.ts starts it with its limits): one body's text in, its
 * outcome out. Bundled beside the server entry as practice-check-worker.mjs (scripts/build-server.mjs).
 */
parentPort?.on('message', (text: string) => parentPort?.postMessage(runCheck(text)))
// Its code is loaded: the pool starts counting a check's time from here.
parentPort?.postMessage('ready')
