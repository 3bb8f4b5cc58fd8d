import type { MiddlewareHandler } from 'astro'

/**
 * No answer to a form post, nor anything under /_actions, is kept by a browser or a shared cache
 * (issue 27, point 5): they echo a patient's name, date of birth, address and history, which must
 * not come back from the history of a reception's shared computer.
 */
export const ACTIONS = /^\/_actions(\/|$)/

export const needsNoStore = (method: string, pathname: string) => (method !== 'GET' && method !== 'HEAD') || ACTIONS.test(pathname)

export function withNoStore(response: Response): Response {
  try {
    response.headers.set('cache-control', 'no-store')
    return response
  } catch {
    // A response with immutable headers (Response.redirect): the same answer, with headers of its own.
    const copy = new Response(response.body, response)
    copy.headers.set('cache-control', 'no-store')
    return copy
  }
}

export const noStoreForPosts: MiddlewareHandler = async (context, next) => {
  const response = await next()
  return needsNoStore(context.request.method, context.url.pathname) ? withNoStore(response) : response
}
