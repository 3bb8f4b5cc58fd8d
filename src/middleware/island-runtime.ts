import type { MiddlewareHandler } from 'astro'
import { islandRuntimeOutOfPage } from '@/server/island-runtime'

/**
 * A page leaves out Astro's inline island runtime, which the frame's cached script carries
 * (src/server/island-runtime.ts). Only in the build: `astro dev` writes its own, different, copy.
 */
export function islandRuntimeOut(built = import.meta.env.PROD): MiddlewareHandler {
  return async (_context, next) => {
    const response = await next()
    return built ? islandRuntimeOutOfPage(response) : response
  }
}
