import 'server-only'
import { z } from 'zod'
import { databasePlaintextProblem, plainHttpWarning, redisPlaintextProblem, smtpPlaintextProblem } from './lib/transport-security'
import { MAX_HOPS, parseProxyList } from './lib/client-address'
import { bookingUrlProblem } from './site/booking'

/**
 * The one module that reads process.env: parsed once with zod, failing fast with a clear message.
 * Every variable is optional; with none set the site serves its embedded content and database.
 */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional())
const restBase = (name: string) => z.url().refine((url) => url.endsWith('/wp-json/'), `${name} must be the REST base ending in /wp-json/`)

const schema = z.object({
  /** WordPress REST base, ending in /wp-json/. Unset: the embedded content in ./content. */
  CMS_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((url) => url.endsWith('/wp-json/'), 'CMS_URL must be the REST base ending in /wp-json/')
      .optional(),
  ),
  /** The CMS's custom 'last-update' endpoint (answers { lastUpdated }). Unset: newest modified page/post. */
  CMS_LAST_UPDATE_URL: optionalUrl,
  /** This site's public origin, used for canonical URLs, sitemap.xml and Open Graph. */
  SITE_URL: z.preprocess(blankToUndefined, z.url().default('http://localhost:3000')),
  /** Where the embedded adapter reads content from. */
  CONTENT_DIR: z.preprocess(blankToUndefined, z.string().default('content')),

  // Forms (issue 3): the submission store and delivery.
  /** PostgreSQL for the submission store. Unset: embedded SQLite (node:sqlite) under DATA_DIR. */
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Allows a DATABASE_URL to another host without TLS (issue 23). Only for a private network path:
   * the database holds patients' submissions and referral files.
   */
  DATABASE_ALLOW_PLAINTEXT: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false').transform((value) => value === 'true')),
  /**
   * Redis shared by several instances (issue 12): the cache invalidation bus (src/cache/bus.ts)
   * and the forms' rate limit. Unset: this process alone.
   */
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  /** Allows a redis:// REDIS_URL to another host (issue 23). Only for a private network path. */
  REDIS_ALLOW_PLAINTEXT: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false').transform((value) => value === 'true')),
  /** The embedded database (DATA_DIR/db) and uploaded files (DATA_DIR/uploads), outside the web root. */
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('data')),
  /**
   * The most the image endpoint keeps of its variants in DATA_DIR/image-cache, in MB (issue 34,
   * point 7): past it, the least recently used are deleted (and made again if asked for).
   */
  IMAGE_CACHE_MAX_MB: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_048_576).default(1024)),
  /** Contact Form 7's REST base for the forms, ending in /wp-json/. Unset: CMS_URL. */
  CF7_URL: z.preprocess(blankToUndefined, restBase('CF7_URL').optional()),
  /** The REST base for the registration form (5567), which docs/requirements.md §7 puts on another host. Unset: CF7_URL. */
  CF7_REGISTRATION_URL: z.preprocess(blankToUndefined, restBase('CF7_REGISTRATION_URL').optional()),
  /** SMTP server for e-mail delivery when no Contact Form 7 is configured, e.g. smtps://user:pass@mail.example.com:465. */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  /**
   * Allows an smtp:// SMTP_URL to another host without enforced TLS (issue 15). Only for a private
   * network path (say, a relay on the same LAN); anything else would send referrals readable.
   */
  SMTP_ALLOW_PLAINTEXT: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false').transform((value) => value === 'true')),
  /** The practice inbox that receives the forms by e-mail. */
  MAIL_TO: z.preprocess(blankToUndefined, z.email().default('hello@larkspurdental.example')),
  /**
   * The sender of those e-mails (the visitor's address goes in Reply-To). Unset: '{practice} website
   * <website@larkspurdental.example>', named from the practice model when each is sent (src/forms/delivery/mail-from.ts).
   */
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * The short code of the practice that starts each submission's reference (issue 46: `LDC-7K3M-9QX2`),
   * 2 to 5 capital letters. Unset: the initials of the practice's name in the practice model.
   */
  REFERENCE_PREFIX: z.preprocess(blankToUndefined, z.string().regex(/^[A-Z]{2,5}$/, 'REFERENCE_PREFIX must be 2 to 5 capital letters, e.g. LDC').optional()),
  /** Issue 46: the acknowledgement's "we will reply by …", in the main clinic's working days after receipt (0 to 20). */
  ACK_REPLY_WORKING_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(20).default(2)),
  /** Issue 46: also acknowledge a referral to the patient's address. Off by default: a mistyped address would tell a stranger that someone was referred. */
  ACK_REFERRAL_PATIENT: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false').transform((value) => value === 'true')),

  // The server (`npm start`).
  /** The port the server listens on. */
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** The address it listens on: every interface by default. */
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),

  // Issue 10: abuse limits and retention.
  /**
   * The reverse proxies in front (nginx, a load balancer, a CDN), comma-separated addresses or CIDR
   * ranges: X-Forwarded-For is believed only from them (issue 27, point 3; src/lib/client-address.ts).
   * Unset: none, the TCP peer is the visitor.
   */
  TRUSTED_PROXIES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .superRefine((value, context) => {
        if (value === undefined) return
        try {
          parseProxyList(value)
        } catch (error) {
          context.addIssue({ code: 'custom', message: `${error instanceof Error ? error.message : String(error)}` })
        }
      }),
  ),
  /**
   * The most proxies walked past in X-Forwarded-For. Set alone (as before TRUSTED_PROXIES existed),
   * only proxies on this machine (loopback) are trusted; unset with TRUSTED_PROXIES: up to 10.
   */
  TRUSTED_PROXY_HOPS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_HOPS).optional()),
  /** Days a delivered (or exported) submission and its file are kept before deletion (UK GDPR storage limitation). */
  RETENTION_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3650).default(180)),
  // Publishing from WordPress (issue 11): webhook and draft preview.
  /** Shared with the WordPress plugin (LARKSPUR_WEBHOOK_SECRET): signs webhooks and preview links. Unset: /api/revalidate and /api/preview answer 404. */
  CMS_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'CMS_WEBHOOK_SECRET must be at least 32 characters').optional()),
  /** The WordPress user whose Application Password reads drafts for preview (context=edit). */
  CMS_PREVIEW_USER: z.preprocess(blankToUndefined, z.string().optional()),
  /** That user's Application Password (WordPress shows it with spaces; they are ignored). Server-side only. */
  CMS_PREVIEW_PASSWORD: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * WordPress mode only (issue 44): the phone number the plain 503 page shows while this instance
   * has no good practice model at all (WordPress refuses or fails, and none was ever kept under
   * DATA_DIR or in Redis). The repository's embedded model is never served in WordPress mode, so
   * its phone is not either. Unset: that page asks to try again later, without a number.
   */
  FALLBACK_PHONE: z.preprocess(blankToUndefined, z.string().regex(/^0\d{3,4} ?\d{3} ?\d{3,4}$/, "FALLBACK_PHONE must be a UK number as it is read, e.g. '01632 960000'").optional()),
  // Online booking (issue 13).
  /** The booking portal, optionally with {treatment} and {clinician}. Unset: booking links go to /contact-us. */
  BOOKING_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .superRefine((value, context) => {
        const problem = value && bookingUrlProblem(value)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
  ),
})

/** Refused at start: patients' data must not leave the machine unencrypted (issue 15, point 3; issue 23, point 5). */
const checked = schema.superRefine((values, context) => {
  const problems = {
    SMTP_URL: values.SMTP_URL && smtpPlaintextProblem(values.SMTP_URL, values.SMTP_ALLOW_PLAINTEXT),
    DATABASE_URL: values.DATABASE_URL && databasePlaintextProblem(values.DATABASE_URL, values.DATABASE_ALLOW_PLAINTEXT),
    REDIS_URL: values.REDIS_URL && redisPlaintextProblem(values.REDIS_URL, values.REDIS_ALLOW_PLAINTEXT),
  }
  for (const [name, problem] of Object.entries(problems)) if (problem) context.addIssue({ code: 'custom', path: [name], message: problem })
})

export type Env = z.infer<typeof schema>

/** Exported for its tests; the site reads `env`. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = checked.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return parsed.data
}

export const env: Env = parseEnv()

/** What is allowed but unwise, said once at start: plain HTTP to the CMS or Contact Form 7 on another machine. */
export function envWarnings(values: Env = env): string[] {
  const named = { CMS_URL: values.CMS_URL, CMS_LAST_UPDATE_URL: values.CMS_LAST_UPDATE_URL, CF7_URL: values.CF7_URL, CF7_REGISTRATION_URL: values.CF7_REGISTRATION_URL }
  return Object.entries(named).flatMap(([name, value]) => plainHttpWarning(name, value) ?? [])
}

export function siteOrigin(): string {
  return env.SITE_URL.replace(/\/+$/, '')
}
