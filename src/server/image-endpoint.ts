import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRoute } from 'astro'
import { env } from '@/env'
import { createImageHandler } from '@/images/handler'

/**
 * The image endpoint (/_image, astro.config.mjs `image.endpoint`): our pages' variants only,
 * each made once and kept, a few at a time, a few new ones per visitor (src/images/handler.ts).
 * No Astro module beyond the route's type: the transform is sharp's, called directly (issue 27).
 */

/** The client folder of this build (dist/client), beside the server folder this module is bundled into. */
function clientDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (path.basename(dir) !== 'server' && path.dirname(dir) !== dir) dir = path.dirname(dir)
  return path.join(path.dirname(dir), 'client')
}

const handle = createImageHandler({
  clientDir: clientDir(),
  cmsUrl: env.CMS_URL,
  cacheDir: path.join(path.resolve(env.DATA_DIR), 'image-cache'),
  cacheMaxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
})

/** The visitor as the server entry saw them (src/server/main.ts), as the other per-visitor limits read it. */
export const GET: APIRoute = ({ url, locals, clientAddress }) => handle(url, locals.clientAddress ?? clientAddress)
