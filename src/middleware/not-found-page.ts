import type { MiddlewareHandler } from 'astro'
import { processNotFoundPage, type NotFoundKey, type NotFoundPage } from '@/cache/not-found-page'

/**
 * A miss answers with the 404 page's kept bytes instead of rendering it again (issue 34, point 6;
 * src/cache/not-found-page.ts). Every miss is `rewrite('/404')`, which runs the steps again for
 * `/404`: this step, before the page context, answers that second pass from the kept page when
 * the first pass's context was built from the same current model, and otherwise lets it render and
 * keeps what it rendered. Only a GET: a post's answer is never kept (src/middleware/no-store.ts).
 */
const NOT_FOUND_PATH = /^\/404\/?$/

const keyOf = (page: App.Locals['page'] | undefined): NotFoundKey | undefined => (page && page.served === 'current' ? { practice: page.practice, updated: page.updated } : undefined)

export function notFoundPageStep(kept: NotFoundPage = processNotFoundPage): MiddlewareHandler {
  return async (context, next) => {
    if (context.request.method !== 'GET' || !NOT_FOUND_PATH.test(context.url.pathname)) return next()
    // Set by the first pass (the path asked for); a direct visit to /404 has none yet.
    const asked = keyOf(context.locals.page as App.Locals['page'] | undefined)
    const answer = asked && kept.answer(asked)
    if (answer) return answer
    const response = await next()
    const rendered = keyOf(context.locals.page)
    return rendered ? kept.keep(rendered, response) : response
  }
}

export const notFoundPage = notFoundPageStep()
