import 'server-only'
import { z } from 'zod'
import { practice } from './site/practice'

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
  /** PostgreSQL for the submission store. Unset: embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** The embedded database (DATA_DIR/db) and uploaded files (DATA_DIR/uploads), outside the web root. */
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('data')),
  /** Contact Form 7's REST base for the forms, ending in /wp-json/. Unset: CMS_URL. */
  CF7_URL: z.preprocess(blankToUndefined, restBase('CF7_URL').optional()),
  /** The REST base for the registration form (5567), which SPEC section 7 puts on another host. Unset: CF7_URL. */
  CF7_REGISTRATION_URL: z.preprocess(blankToUndefined, restBase('CF7_REGISTRATION_URL').optional()),
  /** SMTP server for e-mail delivery when no Contact Form 7 is configured, e.g. smtps://user:pass@mail.example.com:465. */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The practice inbox that receives the forms by e-mail. */
  MAIL_TO: z.preprocess(blankToUndefined, z.email().default('hello@larkspurdental.example')),
  /** The sender of those e-mails (the visitor's address goes in Reply-To). */
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default(`${practice.name} website <website@larkspurdental.example>`)),

  // Publishing from WordPress (issue 11): webhook and draft preview.
  /** Shared with the WordPress plugin (LARKSPUR_WEBHOOK_SECRET): signs webhooks and preview links. Unset: /api/revalidate and /api/preview answer 404. */
  CMS_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'CMS_WEBHOOK_SECRET must be at least 32 characters').optional()),
  /** The WordPress user whose Application Password reads drafts for preview (context=edit). */
  CMS_PREVIEW_USER: z.preprocess(blankToUndefined, z.string().optional()),
  /** That user's Application Password (WordPress shows it with spaces; they are ignored). Server-side only. */
  CMS_PREVIEW_PASSWORD: z.preprocess(blankToUndefined, z.string().optional()),
})

export type Env = z.infer<typeof schema>

function parseEnv(): Env {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return parsed.data
}

export const env: Env = parseEnv()

/** True while `next build` prerenders: no database or relay is started then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

export function siteOrigin(): string {
  return env.SITE_URL.replace(/\/+$/, '')
}
