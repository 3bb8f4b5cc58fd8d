import type { MiddlewareHandler } from 'astro'
import { freshPages } from '@/cache/route-provider'
import { startRelay } from '@/forms/relay-runner'
import { warnGoLiveOnce } from './go-live'

/**
 * Starts what runs inside the app: the outbox relay and the retention purge, beside the forms that
 * feed them (the server entry makes the first request as soon as it listens, src/server/main.ts).
 * The route cache may be made after this first render: the entry is given the way to find it.
 * A site at an https address also says once which placeholders are left to replace (issue 45).
 */
export const appStart: MiddlewareHandler = (context, next) => {
  startRelay()
  void warnGoLiveOnce()
  context.locals.offerFreshPages?.(freshPages)
  return next()
}
