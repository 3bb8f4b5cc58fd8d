import type { MiddlewareHandler } from 'astro'
import { createLogger } from '@/lib/log'
import { serverErrorResponse } from '@/server/server-error'
import { fallbackFacts } from './page-context'

const log = createLogger('render')

/**
 * A page whose rendering throws (issue 27, point 6): the visitor gets the plain 500 page with the
 * practice's phone number, and the log gets the error's class and code only, never the request's
 * URL or query (a search's words, a preview's token) nor the error's message. Caught here, before
 * Astro's own handling, which would write the stack and leave the adapter to log the URL.
 */
export const renderErrors: MiddlewareHandler = async (context, next) => {
  try {
    return await next()
  } catch (error) {
    log.error('a page could not be rendered', { error })
    // The page context is built inside this step, so a failure may come before it: then the last good or embedded facts.
    return serverErrorResponse(context.url.pathname, (context.locals.page as App.Locals['page'] | undefined)?.facts ?? (await fallbackFacts()))
  }
}
