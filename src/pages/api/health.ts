import type { APIRoute } from 'astro'
import { practiceStatus } from '@/content/practice-status'

/**
 * The health check for a load balancer or orchestrator (deploy/nginx, docs/deployment.md): 200
 * while this instance serves requests. It answers from the process alone, so a slow database or
 * Redis does not take every instance out at once (pages fall back; forms report their own errors),
 * and never reads the practice model: an editor's slip cannot take it down (issue 34, point 2).
 * `practice` tells the operator which model the pages are served from and, after a refusal or a
 * failure, why (the record at fault), which a log line alone would hide.
 */
export const GET: APIRoute = () =>
  new Response(`${JSON.stringify({ status: 'ok', practice: practiceStatus() })}\n`, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
