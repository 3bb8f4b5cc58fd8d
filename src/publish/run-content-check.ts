import { z } from 'zod'
import type { Practice } from '@/practice/model'
import type { CheckOutcome } from '@/practice/check/run-check'
import { contentCheckSchema, contentFindings } from './content-check'

/** What the content route hands the check's worker: the signed body's text and the model the site serves now. */
export interface ContentCheckMessage {
  readonly content: string
  readonly practice: Practice
}

/** The whole check of a page's, post's or team member's body (./content-check.ts), run inside the check's worker (src/publish/check-worker/pool.ts). */
export function runContentCheck({ content, practice }: ContentCheckMessage): CheckOutcome {
  let raw: unknown
  try {
    raw = JSON.parse(content)
  } catch {
    return { kind: 'not a check', error: 'the body is not JSON' }
  }
  const parsed = contentCheckSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'not a check', error: `the body is not a content check we understand: ${z.prettifyError(parsed.error)}` }
  return { kind: 'findings', findings: contentFindings(parsed.data, practice) }
}
