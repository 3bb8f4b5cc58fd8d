import fs from 'node:fs'
import path from 'node:path'
import { contentPage, nginxOrigin, siteOrigin } from './config'
import { runLoad, type LoadResult } from './load'
import { sameBytesFile, sameBytesPath, type Nginx } from './nginx'
import { attempt, type Outcome } from './outcome'

export interface Throughput {
  /**
   * The route cache's answer (X-Astro-Cache: HIT, or STALE while it refreshes in the background)
   * before and after the site's load test; null when the page was rendered for the request.
   */
  readonly cache: { readonly before: string | null; readonly after: string | null }
  readonly site: Outcome<LoadResult>
  readonly nginx: Outcome<LoadResult>
}

const isCached = (state: string | null) => state === 'HIT' || state === 'STALE'

/** One uncompressed request, as the load test makes them: the cache's answer and the bytes. */
async function fetchPage(url: string): Promise<{ cache: string | null; body: Buffer }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
  return { cache: response.headers.get('x-astro-cache'), body: Buffer.from(await response.arrayBuffer()) }
}

/** Asks until the route cache answers (a few tries: the first request may render and store the page). */
async function warmCache(url: string): Promise<{ cache: string | null; body: Buffer }> {
  let answer = await fetchPage(url)
  for (let tries = 1; tries < 5 && !isCached(answer.cache); tries += 1) answer = await fetchPage(url)
  return answer
}

/**
 * The cached content page under load, then nginx serving the very bytes the site sent (a static
 * file), under the same load. Neither is asked to compress. A page the cache did not answer is
 * still measured, and the report says so: that is a finding about the site, not the bench.
 */
export async function measureThroughput(nginx: Outcome<Nginx>): Promise<Throughput> {
  const url = siteOrigin + contentPage
  const warm = await warmCache(url)
  if (!isCached(warm.cache)) console.log(`  ${contentPage} is not answered from the route cache (X-Astro-Cache: ${warm.cache ?? 'absent'})`)
  const site = await attempt(`Load test: the site's ${contentPage}`, () => runLoad(url))
  const after = await fetchPage(url).then(
    (answer) => answer.cache,
    () => null,
  )
  const nginxLoad = !nginx.ok
    ? nginx
    : await attempt('Load test: nginx serving the same bytes', async () => {
        fs.writeFileSync(path.join(nginx.value.htmlDir, sameBytesFile), warm.body, { mode: 0o644 })
        const copy = await fetchPage(nginxOrigin + sameBytesPath(contentPage))
        if (!copy.body.equals(warm.body)) throw new Error('nginx does not serve the same bytes as the site')
        return runLoad(nginxOrigin + sameBytesPath(contentPage))
      })
  return { cache: { before: warm.cache, after }, site, nginx: nginxLoad }
}
