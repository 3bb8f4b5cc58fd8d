import 'server-only'
import { getPractice } from '@/content/port'
import { env, type Env } from '@/env'
import { WEBSITE_SENDER } from '@/forms/delivery/mail-from'
import { createLogger } from '@/lib/log'
import { GO_LIVE_KINDS, goLivePlaceholders, type GoLiveKind, type GoLivePlaceholder, type GoLiveSetting } from '@/practice/go-live-placeholders'
import type { Practice } from '@/practice/model'

/**
 * The go-live check as the server sees it (issue 45): the practice through the same content port
 * the pages read (embedded, or WordPress with CMS_URL), and the settings a patient or a mail
 * server meets, as src/env.ts parsed them. `npm run preflight` prints it (scripts/preflight.ts);
 * a server at an https SITE_URL says it once at start.
 */

/** The settings that reach patients and mail servers. Secrets are read only for their host: only what matched is ever shown. */
export function goLiveSettings(values: Env = env): GoLiveSetting[] {
  return [
    { name: 'SITE_URL', value: values.SITE_URL },
    { name: 'MAIL_TO', value: values.MAIL_TO },
    // Unset, the forms are sent from the site's default sender (src/forms/delivery/mail-from.ts).
    { name: values.MAIL_FROM ? 'MAIL_FROM' : 'MAIL_FROM (unset: the default sender)', value: values.MAIL_FROM ?? WEBSITE_SENDER },
    { name: 'FALLBACK_PHONE', value: values.FALLBACK_PHONE },
    { name: 'BOOKING_URL', value: values.BOOKING_URL },
    { name: 'SMTP_URL', value: values.SMTP_URL },
    { name: 'CMS_URL', value: values.CMS_URL },
    { name: 'CF7_URL', value: values.CF7_URL },
    { name: 'CF7_REGISTRATION_URL', value: values.CF7_REGISTRATION_URL },
  ]
}

/** Where a model path is edited: the embedded files, or WordPress's screens. */
export function editedAt(where: string, practice: Practice, values: Env = env): string {
  if (!/^(group|treatments|fees|finance)\b/.test(where)) return "the server's environment (.env or the service's settings)"
  const part = where.split(/[.[]/)[0] ?? ''
  if (!values.CMS_URL) return `${values.CONTENT_DIR}/practice/${part}.json`
  if (part === 'finance') return practice.finance ? 'WordPress: Practice settings, Finance' : 'WordPress: Practice settings, Finance (none is set there yet: the site serves content/practice/finance.json)'
  const clinic = /^group\.clinics\[([^\]]+)\]/.exec(where)?.[1]
  if (clinic) return `WordPress: Clinics, "${clinic}"`
  const treatment = /^treatments\[([^\]]+)\]/.exec(where)?.[1]
  if (treatment) return `WordPress: Treatments, "${treatment}"`
  if (where.startsWith('group.company')) return 'WordPress: Practice settings, The company'
  return 'WordPress: Practice settings'
}

export type GoLiveReport = { readonly ok: true; readonly practice: Practice; readonly found: readonly GoLivePlaceholder[] } | { readonly ok: false }

export async function goLiveReport(values: Env = env): Promise<GoLiveReport> {
  const practice = await getPractice()
  if (!practice.ok) return { ok: false }
  return { ok: true, practice: practice.value, found: goLivePlaceholders(practice.value, goLiveSettings(values)) }
}

let warned = false

/** At start, on a site served over https: one warning line per kind of placeholder left, naming no value. */
export function warnGoLiveOnce(values: Env = env): Promise<void> {
  if (warned || !values.SITE_URL.startsWith('https://')) return Promise.resolve()
  warned = true
  const log = createLogger('config')
  return goLiveReport(values).then(
    (report) => {
      if (!report.ok) return
      const counts = new Map<GoLiveKind, number>()
      for (const { kind } of report.found) counts.set(kind, (counts.get(kind) ?? 0) + 1)
      for (const [kind, count] of counts) log.warn(`go-live: ${count} ${GO_LIVE_KINDS[kind].label} placeholder(s) left; npm run preflight names each`, { kind })
    },
    (error: unknown) => log.warn('go-live: the check could not run', { error }),
  )
}
