import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import type { Database, OutboxRow, StoredUpload, SubmissionRow } from './port'

/**
 * The SQLite adapter's queries (node:sqlite, synchronous), run in a worker thread of their own
 * (issue 34: a commit's fsync, a few ms each, held every page's answer while 100 submissions were
 * written). One process holds the database (the lock file, ./lock.ts) through this one
 * connection, and the worker runs each method to its end before it takes the next message: no
 * two claims, or a claim and an insert, can interleave, which is what PostgreSQL's row locks give
 * several instances. Writes of more than one statement run in BEGIN IMMEDIATE … COMMIT, so a
 * failure part-way leaves nothing.
 *
 * This file is the worker's entry too (./sqlite-thread.ts starts it with its own URL), so it
 * imports nothing but Node and types: the bundle gives it a chunk of its own, and Node runs the
 * .ts file as it is under the tests (types stripped). No 'server-only' for the same reason; only
 * server modules reach it.
 */
type Row = Record<string, SQLInputValue>

/** A column's value; undefined only for a column the query did not select (a bug), read as NULL. */
type Value = SQLInputValue | undefined
const date = (value: Value): Date => new Date(Number(value))
const dateOrNull = (value: Value): Date | null => (value === null || value === undefined ? null : date(value))
const textOrNull = (value: Value): string | null => (value === null || value === undefined ? null : String(value))
const ms = (value: Date | null): number | null => (value === null ? null : value.getTime())
/** A list bound as one JSON parameter and read back with json_each: no placeholders to count. */
const list = (values: readonly string[]): string => JSON.stringify(values)

function submissionOf(row: Row): SubmissionRow {
  return {
    id: String(row.id),
    reference: textOrNull(row.reference),
    form: String(row.form),
    fields: JSON.parse(String(row.fields)) as Record<string, unknown>,
    upload: row.upload === null ? null : (JSON.parse(String(row.upload)) as StoredUpload),
    receivedAt: date(row.received_at),
    exportedAt: dateOrNull(row.exported_at),
  }
}

function outboxOf(row: Row): OutboxRow {
  return {
    id: String(row.id),
    submissionId: String(row.submission_id),
    kind: String(row.kind),
    recipient: textOrNull(row.recipient),
    recipientHash: textOrNull(row.recipient_hash),
    channel: String(row.channel),
    status: String(row.status),
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.next_attempt_at),
    leaseUntil: dateOrNull(row.lease_until),
    lastError: textOrNull(row.last_error),
    deliveredAt: dateOrNull(row.delivered_at),
    createdAt: date(row.created_at),
  }
}

/**
 * SQLite's error, named by its result code for the log (`SQLITE_13` is a full disk; extended codes, e.g. 1811 for a trigger refusing a row): the logger
 * prints an error's class and code, never its message (src/lib/log.ts).
 */
function refused(error: unknown): unknown {
  const errcode = (error as { errcode?: unknown }).errcode
  if (typeof errcode !== 'number') return error
  return Object.assign(new Error(`SQLite refused the statement (${String((error as { errstr?: unknown }).errstr)})`, { cause: error }), { code: `SQLITE_${errcode}` })
}

export function sqliteDatabase(sqlite: DatabaseSync): Database {
  const prepared = new Map<string, StatementSync>()
  const statement = (sql: string) => {
    let found = prepared.get(sql)
    if (!found) prepared.set(sql, (found = sqlite.prepare(sql)))
    return found
  }
  const all = (sql: string, ...params: SQLInputValue[]) => statement(sql).all(...params) as Row[]
  const run = (sql: string, ...params: SQLInputValue[]) => Number(statement(sql).run(...params).changes)
  /** Runs `work` synchronously; as a promise, so both adapters answer alike. */
  const answer = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work())
    } catch (error) {
      return Promise.reject(refused(error))
    }
  }
  const transaction = <T>(work: () => T): T => {
    sqlite.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      sqlite.exec('COMMIT')
      return result
    } catch (error) {
      if (sqlite.isTransaction) sqlite.exec('ROLLBACK')
      throw error
    }
  }

  return {
    insertSubmission: ({ submission: s, outbox, acknowledgements = [] }) =>
      answer(() =>
        transaction(() => {
          // Only a taken reference is let pass, as "draw again"; any other conflict (an id) still throws.
          const inserted = run(
            'INSERT INTO submissions (id, reference, form, fields, upload, received_at, exported_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (reference) DO NOTHING',
            s.id, s.reference, s.form, JSON.stringify(s.fields), s.upload ? JSON.stringify(s.upload) : null, s.receivedAt.getTime(), ms(s.exportedAt),
          )
          if (inserted === 0) return false
          for (const o of [outbox, ...acknowledgements]) {
            run(
              'INSERT INTO outbox (id, submission_id, kind, recipient, recipient_hash, channel, status, attempts, next_attempt_at, lease_until, last_error, delivered_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
              o.id, o.submissionId, o.kind, o.recipient, o.recipientHash, o.channel, o.status, o.attempts, o.nextAttemptAt.getTime(), ms(o.leaseUntil), o.lastError, ms(o.deliveredAt), o.createdAt.getTime(),
            )
          }
          return true
        }),
      ),
    getSubmission: (id) =>
      answer(() => {
        const [row] = all('SELECT * FROM submissions WHERE id = ?', id)
        return row && submissionOf(row)
      }),
    listSubmissions: ({ since, form }) =>
      answer(() =>
        all(
          `SELECT s.*, o.id AS o_id, o.channel AS o_channel, o.status AS o_status, o.attempts AS o_attempts, o.last_error AS o_last_error, o.delivered_at AS o_delivered_at
           FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id AND o.kind = 'deliver'
           WHERE (?1 IS NULL OR s.received_at >= ?1) AND (?2 IS NULL OR s.form = ?2)
           ORDER BY s.received_at DESC`,
          since ? since.getTime() : null, form ?? null,
        ).map((row) => ({
          submission: submissionOf(row),
          delivery: row.o_id === null ? null : { channel: String(row.o_channel), status: String(row.o_status), attempts: Number(row.o_attempts), lastError: textOrNull(row.o_last_error), deliveredAt: dateOrNull(row.o_delivered_at) },
        })),
      ),
    // Embedded, files stay under DATA_DIR/uploads: nothing is kept in the database.
    readStoredFile: () => Promise.resolve(undefined),
    // One statement: its own transaction.
    claimDue: (now, leaseUntil, limit, ids) =>
      answer(() =>
        all(
          `UPDATE outbox SET lease_until = ?1, attempts = attempts + 1
           WHERE id IN (SELECT id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= ?2 AND (lease_until IS NULL OR lease_until < ?2)
               AND (?3 IS NULL OR id IN (SELECT value FROM json_each(?3)))
             ORDER BY next_attempt_at LIMIT ?4)
           RETURNING *`,
          leaseUntil.getTime(), now.getTime(), ids ? list(ids) : null, limit,
        )
          .map(outboxOf)
          .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime()),
      ),
    markDelivered: (id, now) => answer(() => run("UPDATE outbox SET status = 'delivered', delivered_at = ?, lease_until = NULL, last_error = NULL, recipient = NULL WHERE id = ? AND status = 'pending'", now.getTime(), id) > 0),
    scheduleRetry: (id, nextAttemptAt, error) =>
      answer(() => void run("UPDATE outbox SET next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'", nextAttemptAt.getTime(), error, id)),
    markFailed: (id, error) => answer(() => void run("UPDATE outbox SET status = 'failed', lease_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'", error, id)),
    listOutbox: (statuses) => answer(() => all('SELECT * FROM outbox WHERE status IN (SELECT value FROM json_each(?)) ORDER BY created_at', list(statuses)).map(outboxOf)),
    requeueFailed: (ids, now) =>
      answer(() =>
        run(
          "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?1, lease_until = NULL WHERE status = 'failed' AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))",
          now.getTime(), ids ? list(ids) : null,
        ),
      ),
    // retention.ts says why: handed over (delivered to CF7 or by e-mail, or exported), or failed.
    expiredSubmissions: (cutoff) =>
      answer(() =>
        all(
          `SELECT s.id, s.upload FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id AND o.kind = 'deliver'
           WHERE s.received_at < ? AND ((o.status = 'delivered' AND o.channel <> 'store') OR s.exported_at IS NOT NULL OR o.status = 'failed')`,
          cutoff.getTime(),
        ).map((row) => ({ id: String(row.id), upload: row.upload === null ? null : (JSON.parse(String(row.upload)) as StoredUpload) })),
      ),
    // Every job of the submission goes with it, pending or not: the acknowledgement log included.
    deleteSubmissions: (ids) =>
      answer(() =>
        transaction(() => {
          run('DELETE FROM outbox WHERE submission_id IN (SELECT value FROM json_each(?))', list(ids))
          run('DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))', list(ids))
        }),
      ),
    markExported: (ids, now) => answer(() => void run('UPDATE submissions SET exported_at = ? WHERE id IN (SELECT value FROM json_each(?))', now.getTime(), list(ids))),
    unreferenced: (limit) => answer(() => all('SELECT id FROM submissions WHERE reference IS NULL LIMIT ?', limit).map((row) => String(row.id))),
    setReference: (id, reference) =>
      answer(() => run('UPDATE OR IGNORE submissions SET reference = ? WHERE id = ? AND reference IS NULL', reference, id) > 0),
  }
}

/** What the worker is started with, and the pragmas its connection runs (./sqlite.ts says why). */
export const SQLITE_WORKER_ROLE = 'larkspur-forms-sqlite'
export const SQLITE_PRAGMAS = 'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000'
export const sqliteWorkerUrl = import.meta.url

export type WorkerCall = { id: number; method: keyof Database; args: unknown[] } | { id: 0; method: 'close' }
export type WorkerError = { name: string; message: string; code?: unknown }
export type WorkerAnswer = { id: number; result?: unknown; error?: WorkerError[] }

/** An error and its causes, as plain data: a thread's message keeps no class and no `code`. */
function plain(error: unknown): WorkerError[] {
  const chain: WorkerError[] = []
  for (let current = error; current instanceof Error && chain.length < 4; current = current.cause) chain.push({ name: current.name, message: current.message, code: (current as { code?: unknown }).code })
  return chain.length > 0 ? chain : [{ name: 'Error', message: String(error) }]
}

function serve(file: string): void {
  const port = parentPort
  if (!port) return
  let sqlite: DatabaseSync
  try {
    sqlite = new DatabaseSync(file)
    sqlite.exec(SQLITE_PRAGMAS)
  } catch (error) {
    port.postMessage({ id: 0, error: plain(error) } satisfies WorkerAnswer)
    return
  }
  const db = sqliteDatabase(sqlite)
  port.postMessage({ id: 0 } satisfies WorkerAnswer)
  port.on('message', async (call: WorkerCall) => {
    if (call.method === 'close') {
      sqlite.close()
      port.close()
      return
    }
    try {
      const result = await (db[call.method] as (...args: unknown[]) => Promise<unknown>)(...call.args)
      port.postMessage({ id: call.id, result } satisfies WorkerAnswer)
    } catch (error) {
      port.postMessage({ id: call.id, error: plain(error) } satisfies WorkerAnswer)
    }
  })
}

if (!isMainThread && (workerData as { role?: unknown } | null)?.role === SQLITE_WORKER_ROLE) serve(String((workerData as { file: unknown }).file))
