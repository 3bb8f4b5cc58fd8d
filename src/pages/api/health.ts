import type { APIRoute } from 'astro'
import { processPageGateStore } from '@/cache/page-gate-store'
import { healthStatus, practiceStatus } from '@/content/practice-status'

/**
 * The health check for a load balancer or orchestrator (deploy/nginx, docs/deployment.md): 200
 * while this instance serves requests. It answers from the process alone, so a slow database or
 * Redis does not take every instance out at once (pages fall back; forms report their own errors),
 * and never reads the practice model: an editor's slip cannot take it down (issue 34, point 2).
 * `practice` tells the operator which model the pages are served from and, after a refusal or a
 * failure, why (the record at fault) and for how long (`refusedSince`, seconds), which a log line
 * alone would hide. 503 only while the instance has no good model at all (WordPress mode, nothing
 * kept anywhere: issue 44), so the balancer sends visitors to one that has. `gate` lists the page
 * gate's current refusals (issue 45, src/middleware/page-gate.ts): each route and rule a render
 * broke, and since when; never what the page or a visitor said.
 */
export const GET: APIRoute = () => {
  const practice = practiceStatus()
  const status = healthStatus(practice)
  return new Response(`${JSON.stringify({ status: status === 200 ? 'ok' : 'no practice model', practice, gate: processPageGateStore.refusals() })}\n`, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}
