import 'server-only'
import { z } from 'zod'

/**
 * The one module that reads process.env: parsed once with zod, failing fast with a clear message.
 * Every variable is optional; with none set the site serves its embedded content and database.
 */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional())

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

export function siteOrigin(): string {
  return env.SITE_URL.replace(/\/+$/, '')
}
