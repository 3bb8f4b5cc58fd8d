import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import type { FormsConfig } from '@/forms/config'
import { HONEYPOT_FIELD, type FormName } from '@/forms/constants'
import { readForm, validate } from '@/forms/definitions'
import { createRateLimiter } from '@/lib/rate-limit'
import { formDefinitions } from '@/forms/registry'
import { listSubmissions } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { checkUpload } from '@/forms/uploads'
import { embeddedFacts } from '../embedded-facts'
import { emptyStore, tempStore } from '../fakes/store'
import { distinctiveValues, formDataOf, postsFor } from './form-inputs'

export interface FuzzFigures {
  readonly form: FormName
  readonly runs: number
  readonly stored: number
  readonly refused: number
  readonly ms: number
}

const LOG_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const

/**
 * Drives the real submission handler (stored-only mode, embedded SQLite, real upload checks) with
 * generated hostile posts. Properties per post: the handler never throws and never answers an
 * error; a post the form's schema accepts (honeypot empty, file genuine) is stored exactly once,
 * anything else not at all; what is stored passes the schema again and its file passes the content
 * check again; no log line carries a value the visitor typed.
 */
export async function fuzzForm(form: FormName, runs: number, seed?: number): Promise<FuzzFigures> {
  const temp = await tempStore()
  const config: FormsConfig = { dataDir: temp.dir, mailTo: 'practice@example.test', mailFrom: 'site@example.test' }
  const { phone } = embeddedFacts()
  const uploadsDir = path.join(temp.dir, 'uploads')
  const definition = formDefinitions[form]
  const logged: string[] = []
  const spies = LOG_METHODS.map((method) => {
    const original = console[method]
    console[method] = (...args: unknown[]) => void logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '))
    return () => void (console[method] = original)
  })
  let stored = 0
  let refused = 0
  const started = performance.now()
  try {
    await fc.assert(
      fc.asyncProperty(postsFor(form), async (entries) => {
        logged.length = 0
        await emptyStore(temp.store)
        await rm(uploadsDir, { recursive: true, force: true })
        const data = formDataOf(entries)
        const state = await handleSubmission(form, data, {
          openStore: async () => temp.store,
          config,
          limiter: createRateLimiter(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY),
          facts: { address: '192.0.2.1', crossSite: false },
          phone: phone.display,
        })
        if (state.status === 'error') throw new Error(`answered an error: ${state.message}`)

        const validation = validate(definition, readForm(definition, data))
        const honeypot = data.get(HONEYPOT_FIELD)
        const file = validation.ok ? validation.values.uploadfile : undefined
        const acceptable = validation.ok && !(typeof honeypot === 'string' && honeypot.trim() !== '') && (!(file instanceof File) || (await checkUpload(file)).ok)
        const rows = (await listSubmissions(temp.store.db)).map(({ submission }) => submission)
        if (rows.length !== (acceptable ? 1 : 0)) throw new Error(`${rows.length} rows stored for a post the schema ${acceptable ? 'accepts' : 'refuses'}`)
        const [row] = rows
        if (row) {
          stored += 1
          if (state.status !== 'success') throw new Error(`stored but answered ${state.status}`)
          let again: Record<string, unknown> = { ...row.fields }
          if (row.upload) {
            const bytes = await readFile(path.join(uploadsDir, row.upload.storedName))
            const check = await checkUpload(new File([bytes], row.upload.originalName))
            if (!check.ok) throw new Error(`kept a file that fails the content check: ${check.error}`)
            again = { ...again, uploadfile: new File([bytes], row.upload.originalName) }
          }
          if (!validate(definition, again).ok) throw new Error('stored values that fail the schema')
        } else {
          refused += 1
          if ((await readdir(uploadsDir).catch(() => [])).length > 0) throw new Error('kept a file for a refused post')
        }
        const log = logged.join('\n')
        const leaked = distinctiveValues(entries).find((text) => log.includes(text))
        if (leaked !== undefined) throw new Error(`a visitor's value reached the log: ${JSON.stringify(leaked.slice(0, 40))}`)
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
  } finally {
    for (const restore of spies) restore()
    await temp.dispose()
  }
  return { form, runs, stored, refused, ms: Math.round(performance.now() - started) }
}
