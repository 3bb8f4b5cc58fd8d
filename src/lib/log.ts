/**
 * The server's one logger for the forms (issue 15, point 1). Referrals carry health data, and
 * whatever reaches stdout or stderr ends up in journald or the host's log service, kept and read
 * by people who must never see it. So a line holds only an event name, a closed set of facts
 * (a submission's id, the form's name, the channel, counts) and an error's class and code.
 *
 * An error's message is never written: Drizzle's says `Failed query: … params: …` with the
 * submission's fields in the params, PostgreSQL's can quote the value it refused, and an SMTP
 * server's can quote an e-mail address. The details an operator needs stay in the private store
 * (the outbox row's last error, readable with `npm run outbox -- --list`).
 */

/** Facts a line may carry. Closed on purpose: there is no field for a visitor's value. */
export interface LogFacts {
  readonly id?: string
  readonly form?: string
  readonly channel?: string
  readonly attempt?: number
  readonly kind?: string
  readonly code?: string
  readonly delivered?: number
  readonly retrying?: number
  readonly failed?: number
  readonly error?: unknown
}

const SAFE_TOKEN = /^[A-Za-z0-9_.:-]{1,64}$/

/** A token we can print: short, no spaces, no '@'. Anything else is replaced, not quoted. */
function token(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && SAFE_TOKEN.test(value)) return value
  return undefined
}

function className(error: object): string {
  const name = (error as { name?: unknown }).name
  if (typeof name === 'string' && name !== 'Error' && SAFE_TOKEN.test(name)) return name
  const constructorName = error.constructor?.name
  return constructorName && SAFE_TOKEN.test(constructorName) ? constructorName : 'Error'
}

/**
 * An error as `Class[code]`, following its causes (a Drizzle error wraps the driver's, whose
 * code is PostgreSQL's SQLSTATE; nodemailer's carry a code and the server's reply code).
 */
export function describeForLog(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    if (typeof current !== 'object') {
      parts.push(typeof current)
      break
    }
    const codes = [token((current as { code?: unknown }).code), token((current as { responseCode?: unknown }).responseCode)].filter(Boolean)
    parts.push(codes.length > 0 ? `${className(current)}[${codes.join(',')}]` : className(current))
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' <- ')
}

export function formatLine(scope: string, event: string, facts: LogFacts = {}): string {
  const words = [`[${scope}]`, event]
  for (const [key, value] of Object.entries(facts)) {
    if (value === undefined) continue
    if (key === 'error') words.push(`error=${describeForLog(value)}`)
    else words.push(`${key}=${token(value) ?? '(withheld)'}`)
  }
  return words.join(' ')
}

export interface Logger {
  info(event: string, facts?: LogFacts): void
  warn(event: string, facts?: LogFacts): void
  error(event: string, facts?: LogFacts): void
}

export function createLogger(scope: string): Logger {
  return {
    info: (event, facts) => console.info(formatLine(scope, event, facts)),
    warn: (event, facts) => console.warn(formatLine(scope, event, facts)),
    error: (event, facts) => console.error(formatLine(scope, event, facts)),
  }
}

/** The forms' logger: the store, the relay, delivery and the control socket write through it. */
export const formsLog = createLogger('forms')
