import type { APIRoute } from 'astro'
import { env } from '@/env'
import { createRateLimiter } from '@/lib/rate-limit'
import { practiceCheckPool } from '@/publish/check-worker/shared-pool'
import { handlePracticeCheck } from '@/publish/handle-practice-check'

// 120 checks a minute from one address (WordPress's: every editor's checks come through the
// plugin): the editor asks after each pause in typing, so a few people editing at once pass, and
// a refused check (429) leaves WordPress's own schema checks and a kept save, as an unreachable
// site does. Per address only, as the webhook (src/pages/api/revalidate.ts, issue 23); counted
// only once the signature checks out (issue 44).
const limiter = createRateLimiter(120)

/**
 * The site's check of a practice save (issue 36; src/practice/check/): signed by the
 * larkspur-practice plugin with the webhook secret under a prefix of its own, answered from the
 * body alone. The page context leaves this route without a model (src/middleware/page-context.ts),
 * so nothing here reads WordPress.
 */
export const POST: APIRoute = ({ request, locals, clientAddress }) => {
  return handlePracticeCheck(request, { secret: env.CMS_WEBHOOK_SECRET, limiter, check: practiceCheckPool(locals.practiceCheckWorker).check, clientAddress: locals.clientAddress ?? clientAddress })
}
