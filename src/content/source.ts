import 'server-only'
import { env, siteOrigin } from '@/env'
import { createEmbeddedSource } from './local'
import type { ContentSource } from './types'
import { createWordPressSource } from './wordpress'

let chosen: ContentSource | undefined
let embeddedSource: ContentSource | undefined

/**
 * The adapter, chosen once by configuration: WordPress when CMS_URL is set, else the embedded
 * content. A WordPress without our team plugin takes the team from the embedded content (issue 23),
 * one without our practice plugin the practice model (issue 28).
 */
export function contentSource(): ContentSource {
  chosen ??= env.CMS_URL
    ? createWordPressSource({ baseUrl: env.CMS_URL, siteOrigin: siteOrigin(), lastUpdateUrl: env.CMS_LAST_UPDATE_URL, fallbackTeam: () => embeddedContent().listTeam(), fallbackPractice: () => embeddedContent().getPractice() })
    : embeddedContent()
  return chosen
}

/** The embedded content (content/), whatever the configuration: the fallback for what a WordPress lacks. */
export function embeddedContent(): ContentSource {
  return (embeddedSource ??= createEmbeddedSource(env.CONTENT_DIR))
}
