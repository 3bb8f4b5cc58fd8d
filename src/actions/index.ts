import { defineAction } from 'astro:actions'
import { sharedRedis } from '@/cache'
import { createAcknowledgementLimiter } from '@/forms/acknowledge-limit'
import { formsConfig } from '@/forms/config'
import { withReferencePrefix } from '@/forms/reference-initials'
import type { FormName } from '@/forms/constants'
import { createRedisRateLimiter, type AttemptLimiter } from '@/forms/shared-rate-limit'
import { createRateLimiter } from '@/lib/rate-limit'
import type { FormState } from '@/forms/state'
import { getStore } from '@/forms/store/instance'
import { handleSubmission } from '@/forms/submit'
import { messages } from '@/forms/wording/messages'

/**
 * The four forms' actions (Astro Actions, `accept: 'form'`). Each takes the raw FormData and
 * re-validates with the form's own schema in handleSubmission (src/forms/submit.ts): never trust
 * the browser. The answer is always a FormState, as data: the island reads it, and a post without
 * JavaScript holds it for the page after the 303 (src/middleware/actions.ts).
 */
/**
 * 5 attempts a minute per visitor, shared by every instance through Redis when there is one. The
 * production server asks it before reading the post (src/server/main.ts, issue 34) and says so in
 * `locals.formAttemptCounted`: the attempt is then not counted twice. Without that server (astro
 * dev, a test) the action asks its own.
 */
const local = createRateLimiter()
const redis = sharedRedis()
const limiter: AttemptLimiter = redis ? createRedisRateLimiter(async () => redis.client(), local) : local
const counted: AttemptLimiter = { take: () => true }
/** Issue 46: acknowledgements to one address, shared through the same Redis. */
const acknowledgements = createAcknowledgementLimiter(redis ? async () => redis.client() : undefined)

function formAction(form: FormName) {
  return defineAction({
    accept: 'form',
    handler: async (data, context): Promise<FormState> => {
      const { phone, name } = context.locals.page.facts
      if (!(data instanceof FormData)) return { status: 'error', message: messages.failed(phone.display) }
      return handleSubmission(form, data, {
        openStore: getStore,
        // The references' prefix, unless REFERENCE_PREFIX names one: the initials of the name this page shows.
        config: withReferencePrefix(formsConfig(), name),
        limiter: context.locals.formAttemptCounted ? counted : limiter,
        facts: { address: context.locals.clientAddress ?? context.clientAddress, crossSite: context.request.headers.get('sec-fetch-site') === 'cross-site' },
        phone: phone.display,
        acknowledgements,
      })
    },
  })
}

export const server = {
  enquiry: formAction('enquiry'),
  contact: formAction('contact'),
  registration: formAction('registration'),
  referral: formAction('referral'),
}
