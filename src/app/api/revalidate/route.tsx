import { revalidateTag } from 'next/cache'
import { reloadEmbeddedContent } from '@/content/generation'
import { contentTags } from '@/content/tags'
import { env } from '@/env'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { factsFrom } from '@/forms/request'
import { handleWebhook } from '@/publish/handle-webhook'

// 60 webhooks a minute from one address (the trusted client address, as for the forms): a bulk
// edit of dozens of posts passes, and what is refused (429) the WordPress plugin retries later.
// No total across addresses: forged or many sources must not lock WordPress out (issue 23).
const key = Symbol.for('larkspur.publish.rate-limiter')
const holder = globalThis as { [key]?: RateLimiter }

/** The WordPress plugin's webhook (wordpress/mu-plugins/larkspur-publish): see src/publish. */
export function POST(request: Request) {
  holder[key] ??= createRateLimiter(60, 60_000)
  return handleWebhook(request, {
    secret: env.CMS_WEBHOOK_SECRET,
    limiter: holder[key],
    clientAddress: factsFrom(request.headers, env.TRUSTED_PROXY_HOPS).address,
    // expire 0: the next visitor gets fresh content, never the copy the change made stale.
    revalidate: (tag) => {
      // Everything (content:refresh): the embedded adapter must also read content/ again.
      if (tag === contentTags.everything) reloadEmbeddedContent()
      revalidateTag(tag, { expire: 0 })
    },
  })
}
