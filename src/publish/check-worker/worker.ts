import { parentPort } from 'node:worker_threads'
import { runContentCheck, type ContentCheckMessage } from '@/publish/run-content-check'
import { runCheck } from '@/practice/check/run-check'

/**
 * The check's worker (issue 44; ./pool.ts starts it with its limits): one body's text in, its
 * outcome out. Bundled beside the server entry as practice-check-worker.mjs (scripts/build-server.mjs).
 */
// A practice check is the body's text; a page's or a post's (issue 45) comes with the model it is checked against.
parentPort?.on('message', (message: string | ContentCheckMessage) => parentPort?.postMessage(typeof message === 'string' ? runCheck(message) : runContentCheck(message)))
// Its code is loaded: the pool starts counting a check's time from here.
parentPort?.postMessage('ready')
