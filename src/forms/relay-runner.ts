import 'server-only'
import { envWarnings } from '@/env'
import { createLogger, formsLog } from '@/lib/log'
import { formsConfig } from './config'
import { controlSocketPath, directOperations, serveControlSocket } from './control'
import { relayOnce } from './relay'
import { getStore } from './store/instance'

/** How often the relay looks for due rows; back-off decides when each row is actually due. */
export const RELAY_INTERVAL_MS = 10_000
/** How often expired submissions are deleted (and once at start). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000

let started = false

/**
 * Starts, once per server process: opens the store (applying migrations) and relays the outbox
 * every 10 seconds. It does not hold up the server: pages serve while the database opens, and a
 * submission arriving meanwhile waits for the same opening. A store that cannot open is logged,
 * not fatal; each submission and each relay pass tries to open it again. Being the one thing that
 * runs at start, it also says once what the configuration allows but should not (plain HTTP to
 * the CMS or Contact Form 7 on another machine; issue 15).
 */
export function startRelay(): void {
  if (started) return
  started = true
  const configLog = createLogger('config')
  for (const warning of envWarnings()) configLog.warn(warning)
  const config = formsConfig()
  // Issue 46: acknowledgements go only by e-mail; the answer still shows the reference.
  if (!config.smtpUrl) configLog.warn(`no acknowledgements are sent: SMTP_URL is unset${config.cf7Base ? ' (Contact Form 7 is configured, and sends none of ours)' : ''}`)
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const store = await getStore()
      const summary = await relayOnce(store.db, config)
      if (summary.delivered + summary.retrying + summary.failed > 0) formsLog.info('outbox relay pass', summary)
    } catch (error) {
      formsLog.error('outbox relay failed; will try again', { error })
    } finally {
      running = false
    }
  }
  setInterval(tick, RELAY_INTERVAL_MS).unref()
  // Retention (UK GDPR): ids only in the log, never what was sent.
  const purge = async () => {
    try {
      const { deleted } = await directOperations(await getStore(), config).purge()
      if (deleted.length > 0) console.info(`[forms] retention: deleted ${deleted.length} submission(s): ${deleted.join(', ')}`)
    } catch (error) {
      console.error('[forms] retention purge failed; will try again in an hour', error instanceof Error ? error.message : error)
    }
  }
  setInterval(purge, PURGE_INTERVAL_MS).unref()
  getStore().then(
    (store) => {
      if (store.kind === 'sqlite') serveControlSocket(directOperations(store, config), controlSocketPath(config))
      void tick()
      void purge()
    },
    (error: unknown) => formsLog.error('the submission store could not be opened at start-up', { error }),
  )
}
