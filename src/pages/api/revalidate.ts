import type { APIRoute } from 'astro'
import { invalidationBus, sharedRedis } from '@/cache'
import { env } from '@/env'
import { createRateLimiter } from '@/lib/rate-limit'
import { handleWebhook } from '@/publish/handle-webhook'
import { createUsedOnce } from '@/publish/used-once'

// 60 webhooks a minute from one address (the trusted client address, as for the forms): a bulk
// edit of dozens of posts passes, and what is refused (429) the WordPress plugin retries later.
// No total across addresses: forged or many sources must not lock WordPress out (issue 23).
const limiter = createRateLimiter(60)
// Every accepted delivery until its timestamp expires, shared by the instances through Redis when
// there is one: a captured request replayed to any of them is refused (issue 27, point 9).
const deliveries = createUsedOnce({ prefix: 'larkspur:webhook:delivery:', redis: sharedRedis() })

/**
 * The WordPress plugin's webhook (wordpress/mu-plugins/larkspur-publish; src/publish). The tags a
 * change touches are invalidated on the bus: the content data and the rendered pages that used
 * them, here and on every other instance, so the next visitor gets fresh content.
 */
export const POST: APIRoute = async ({ request, locals, clientAddress }) => {
  const tags: string[] = []
  const response = await handleWebhook(request, {
    secret: env.CMS_WEBHOOK_SECRET,
    limiter,
    deliveries,
    clientAddress: locals.clientAddress ?? clientAddress,
    revalidate: (tag) => void tags.push(tag),
  })
  if (tags.length > 0) await invalidationBus().publish(tags)
  return response
}
