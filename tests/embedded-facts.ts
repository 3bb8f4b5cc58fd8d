import fs from 'node:fs'
import path from 'node:path'
import { practiceSchema, type Practice } from '@/practice/model'
import { siteFacts, type SiteFacts } from '@/practice/site-facts'

/**
 * The embedded practice model (content/practice), read as the embedded adapter reads it, for tests
 * that need a fact the site shows (the main clinic's phone, a quoted price): they read it here
 * rather than repeat it. Synchronous, so a browser test can read it where its cases are declared.
 */
export function embeddedPractice(contentDir = path.join(process.cwd(), 'content')): Practice {
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, 'practice', file), 'utf8'))
  return practiceSchema.parse({ group: read('group.json'), treatments: read('treatments.json'), fees: read('fees.json') })
}

/** The facts the frame shows: the main clinic's, or the named clinic's. */
export const embeddedFacts = (clinicSlug?: string): SiteFacts => siteFacts(embeddedPractice(), clinicSlug)
