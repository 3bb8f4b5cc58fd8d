import type { APIRoute } from 'astro'
import { unavailableResponse } from '@/site/unavailable'

/** The failure page on its own address (old links to it, the security tests): 503, with 'try again' for `from`. */
export const GET: APIRoute = ({ url, locals }) => unavailableResponse(url.searchParams.get('from') ?? '/', locals.page.facts)
