import type { APIContext, MiddlewareHandler, MiddlewareNext } from 'astro'
import { embeddedPractice } from '../../tests/embedded-facts'
import { buildPageContext } from './page-context-build'

/**
 * A request's context as a middleware step sees it, with only what the steps read, for their unit
 * tests (the model is Starlight's middleware tests): the cache and rewrite calls are recorded.
 */
export interface FakeContext {
  readonly context: APIContext
  readonly cacheSets: unknown[]
  readonly rewrites: string[]
  readonly offered: unknown[]
}

export function fakeContext(path: string, { method = 'GET', clientAddress = '192.0.2.10', locals = {} as Partial<App.Locals>, cookies = {} as Record<string, string> } = {}): FakeContext {
  const cacheSets: unknown[] = []
  const rewrites: string[] = []
  const offered: unknown[] = []
  const url = new URL(`http://site.test${path}`)
  const context = {
    request: new Request(url, { method }),
    url,
    clientAddress,
    locals: { offerFreshPages: (reader: unknown) => offered.push(reader), page: buildPageContext(path, embeddedPractice(), 'current', null), ...locals },
    cookies: { get: (name: string) => (name in cookies ? { value: cookies[name] } : undefined) },
    cache: { enabled: true, set: (options: unknown) => cacheSets.push(options) },
    rewrite: async (to: string) => {
      rewrites.push(to)
      return new Response('not found page', { status: 404 })
    },
  }
  return { context: context as unknown as APIContext, cacheSets, rewrites, offered }
}

/** A `next` that answers with this response (or throws this error) and counts its calls. */
export function fakeNext(answer: () => Response | Promise<Response>): MiddlewareNext & { calls: () => number } {
  let calls = 0
  const next = async () => {
    calls += 1
    return answer()
  }
  return Object.assign(next, { calls: () => calls }) as MiddlewareNext & { calls: () => number }
}

export const page = (body = '<p>page</p>', init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })

/** Runs a step and returns its answer: every step answers with a Response. */
export async function run(step: MiddlewareHandler, context: APIContext, next: MiddlewareNext): Promise<Response> {
  const response = await step(context, next)
  if (!(response instanceof Response)) throw new Error('the step answered with nothing')
  return response
}
