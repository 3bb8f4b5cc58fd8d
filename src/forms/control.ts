import 'server-only'
import { chmodSync, existsSync, unlinkSync } from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import path from 'node:path'
import { formsLog } from '@/lib/log'
import { uploadsDir, type FormsConfig } from './config'
import type { FormName } from './constants'
import { relayOnce, type RelaySummary } from './relay'
import type { Database, Store } from './store/db'
import { listOutbox, requeueFailed } from './store/outbox'
import { markExported, purgeExpired, type PurgeResult } from './store/retention'
import type { OutboxRow } from './store/schema'
import { readUpload, removeUpload } from './uploads'
import { getSubmission, listSubmissions, readStoredFile, type InboxEntry } from './store/submissions'

/**
 * What the command-line tools ask of the store. Run directly against the database, or, while a
 * server holds the embedded one, through that server's control socket (a Unix socket in
 * DATA_DIR, mode 0600 inside a 0700 folder: the same user only; nothing listens on the network).
 */
export interface StoreOperations {
  inbox(options: { since?: string; form?: FormName }): Promise<InboxEntry[]>
  outbox(): Promise<OutboxRow[]>
  relay(): Promise<RelaySummary>
  requeue(ids?: string[]): Promise<number>
  /** Deletes what the retention period allows now (also run by the server every hour). */
  purge(): Promise<PurgeResult>
  exported(ids: string[]): Promise<void>
  /** A submission's uploaded file, in base64: it travels in the socket's JSON line as it is. */
  uploadedFile(id: string): Promise<string>
}

type Request = { [K in keyof StoreOperations]: { command: K; args: Parameters<StoreOperations[K]> } }[keyof StoreOperations]

export function controlSocketPath(config: Pick<FormsConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'control.sock')
}

export function directOperations(store: Store, config: FormsConfig): StoreOperations {
  return {
    inbox: ({ since, form }) => listSubmissions(store.db, { since: since ? new Date(since) : undefined, form }),
    outbox: () => listOutbox(store.db),
    relay: () => relayOnce(store.db, config),
    requeue: (ids) => requeueFailed(store.db, ids),
    purge: () => purgeExpired(store.db, (name) => removeUpload(uploadsDir(config), name), { retentionDays: config.retentionDays }),
    exported: (ids) => markExported(store.db, ids),
    uploadedFile: async (id) => (await uploadedBytes(store.db, config, id)).toString('base64'),
  }
}

/** The file wherever the store keeps it: DATA_DIR/uploads, or `upload_files` with DATABASE_URL. */
async function uploadedBytes(db: Database, config: FormsConfig, id: string): Promise<Buffer> {
  const submission = await getSubmission(db, id)
  if (!submission) throw new Error(`No submission ${id}`)
  const { upload } = submission
  if (!upload) throw new Error(`Submission ${id} has no uploaded file`)
  return upload.inDatabase ? readStoredFile(db, upload.storedName) : readUpload(uploadsDir(config), upload.storedName)
}

export function serveControlSocket(operations: StoreOperations, socketPath: string): Server {
  if (existsSync(socketPath)) unlinkSync(socketPath)
  const server = createServer((socket) => {
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('data', async (chunk: string) => {
      buffer += chunk
      if (!buffer.includes('\n')) return
      try {
        const request = JSON.parse(buffer.slice(0, buffer.indexOf('\n'))) as Request
        const handler = operations[request.command] as (...args: unknown[]) => Promise<unknown>
        socket.end(`${JSON.stringify({ ok: true, result: await handler(...request.args) })}\n`)
      } catch (error) {
        socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`)
      }
    })
  })
  // Without the socket the site still works; only the command-line tools cannot reach it.
  server.on('error', (error) => formsLog.error('control socket unavailable', { error }))
  // listen() gives the socket no mode of its own: the umask would decide who may connect.
  server.listen(socketPath, () => chmodSync(socketPath, 0o600))
  server.unref()
  return server
}

/** Dates travel as strings; these fields are dates. */
const DATE_FIELDS = new Set(['receivedAt', 'exportedAt', 'nextAttemptAt', 'leaseUntil', 'deliveredAt', 'createdAt'])
const revive = (key: string, value: unknown) => (DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value)

export function socketOperations(socketPath: string): StoreOperations {
  const call = (request: Request) =>
    new Promise<never>((resolve, reject) => {
      const socket = createConnection(socketPath)
      let answer = ''
      socket.setEncoding('utf8')
      socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`))
      socket.on('data', (chunk: string) => (answer += chunk))
      socket.on('error', reject)
      socket.on('end', () => {
        const parsed = JSON.parse(answer, revive) as { ok: boolean; result?: never; error?: string }
        if (parsed.ok) resolve(parsed.result as never)
        else reject(new Error(parsed.error))
      })
    })
  return {
    inbox: (...args) => call({ command: 'inbox', args }),
    outbox: (...args) => call({ command: 'outbox', args }),
    relay: (...args) => call({ command: 'relay', args }),
    requeue: (...args) => call({ command: 'requeue', args }),
    purge: (...args) => call({ command: 'purge', args }),
    exported: (...args) => call({ command: 'exported', args }),
    uploadedFile: (...args) => call({ command: 'uploadedFile', args }),
  }
}
