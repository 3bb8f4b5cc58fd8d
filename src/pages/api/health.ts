import type { APIRoute } from 'astro'

/**
 * The health check for a load balancer or orchestrator (deploy/nginx, docs/deployment.md): 200
 * while this instance serves requests. It answers from the process alone, so a slow database or
 * Redis does not take every instance out at once (pages fall back; forms report their own errors).
 */
export const GET: APIRoute = () => new Response('ok\n', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
