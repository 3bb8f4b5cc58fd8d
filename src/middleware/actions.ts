import type { APIContext, MiddlewareHandler } from 'astro'
import { getActionContext } from 'astro:actions'
import { pageForms } from '@/components/forms/form-section'
import { sharedRedis } from '@/cache'
import { createAnswerStore, type AnswerStore } from '@/forms/answer-store'
import { ANSWER_PARAM, carriesAnswer } from '@/lib/answer-ticket'
import { FORM_NAMES, type FormName } from '@/forms/constants'
import type { FormState } from '@/forms/state'
import { withNoStore } from './no-store'

/**
 * Posts without JavaScript follow post/redirect/get (issue 34): the action runs here, through
 * Astro's getActionContext (public API), its answer is held for a minute under a random id
 * (src/forms/answer-store.ts), and the visitor is sent `303` to the page, at the form's answer
 * (`?answer=<id>#<form>-answer`). That GET takes the answer (using the id up) into
 * `locals.formAnswer` for the form and the page title to read, and is sent `no-store`, kept by no
 * cache. No page is ever rendered with a request body, so nothing parses a body twice
 * (@astrojs/react parsed it again for each React component of the page).
 * With JavaScript (`/_actions/<name>`) Astro answers the island's call as before.
 */
const ANCHORS: Record<FormName, string> = {
  // The get-in-touch block's id (src/components/blocks/get-in-touch.tsx), the enquiry form's anchor.
  enquiry: 'getintouchform',
  contact: pageForms.contact.id,
  registration: pageForms.registration.id,
  referral: pageForms.referral.id,
}

const isFormName = (name: string): name is FormName => (FORM_NAMES as readonly string[]).includes(name)

/** Astro's own check for a form post from another site (security.checkOrigin), which its action handler would have made. */
const crossOrigin = (context: APIContext) => context.request.headers.get('origin') !== context.url.origin

export const answerLocation = (path: string, id: string, form: FormName) => `${path}?${ANSWER_PARAM}=${id}#${ANCHORS[form]}-answer`

export function postRedirectGet(store: AnswerStore = createAnswerStore({ redis: sharedRedis() })): MiddlewareHandler {
  return async (context, next) => {
    if (context.isPrerendered) return next()
    const { action } = getActionContext(context)
    if (action?.calledFrom === 'form') {
      if (!isFormName(action.name)) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
      if (crossOrigin(context)) return new Response('Cross-site POST form submissions are forbidden', { status: 403, headers: { 'cache-control': 'no-store' } })
      const result = await action.handler()
      const data = result.error ? undefined : (result.data as FormState)
      const id = await store.put({ form: action.name, path: context.url.pathname, data })
      return new Response(null, { status: 303, headers: { location: answerLocation(context.url.pathname, id, action.name), 'cache-control': 'no-store' } })
    }
    const id = context.request.method === 'GET' ? context.url.searchParams.get(ANSWER_PARAM) : null
    if (id === null || !carriesAnswer(context.url)) return next()
    const held = await store.take(id)
    if (!held || held.path !== context.url.pathname) {
      // Used up, expired or made up: the page itself, from the route cache, not a render per ask.
      const plain = new URL(context.url)
      plain.searchParams.delete(ANSWER_PARAM)
      return new Response(null, { status: 303, headers: { location: `${plain.pathname}${plain.search}`, 'cache-control': 'no-store' } })
    }
    context.locals.formAnswer = { form: held.form, data: held.data }
    const response = await next()
    // Per visitor: no cache keeps it (the route cache does not see it: src/cache/route-provider.ts).
    if (context.cache.enabled) context.cache.set(false)
    return withNoStore(response)
  }
}
