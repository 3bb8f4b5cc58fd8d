import type { APIRoute } from 'astro'
import { env } from '@/env'
import { getPractice } from '@/content/port'
import { createRateLimiter } from '@/lib/rate-limit'
import { practiceCheckPool } from '@/publish/check-worker/shared-pool'
import { handleContentCheck } from '@/publish/handle-content-check'

// As the practice check's (src/pages/api/practice/check.ts): WordPress's one address, counted once signed.
const limiter = createRateLimiter(120)

/** How long the model may take to come: it is almost always in the content cache; a WordPress waiting on this answer cannot serve it. */
const PRACTICE_WAIT_MS = 2000

async function servedPractice() {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), PRACTICE_WAIT_MS)))
  try {
    const loaded = await Promise.race([getPractice(), timeout])
    return loaded?.ok ? loaded.value : undefined
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The site's check of a page, post or team member save (issue 45; src/publish/content-check.ts),
 * signed by the larkspur-practice plugin as its practice checks are, run in their worker.
 */
export const POST: APIRoute = ({ request, locals, clientAddress }) =>
  handleContentCheck(request, { secret: env.CMS_WEBHOOK_SECRET, limiter, practice: servedPractice, check: practiceCheckPool(locals.practiceCheckWorker).check, clientAddress: locals.clientAddress ?? clientAddress })
