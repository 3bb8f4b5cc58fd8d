import { clinicRoute, findRoute, isCmsOnlySlug } from '@/site/routes'
import type { FormName } from './constants'

/**
 * Which page hosts which form (issue 34, point 1): the one answer the server entry refuses a post
 * by, before reading it (src/forms/body-limit.ts). It is derived from the route registry, and
 * src/forms/form-hosts.test.ts checks it against the pages that render each form. A form posted
 * without JavaScript posts to its own page (`?_action=<name>`), so an action is accepted there and
 * at `/_actions/<name>`, nowhere else: the referral's 10.25 MiB only on /referring-dentists.
 *
 * The enquiry form is the get-in-touch block's (src/layouts/content-page.astro): the homepage,
 * every content page that is not content-only (the registry's, and a page the CMS publishes under
 * a slug the registry does not know), each clinic's page and the /getintouch fragment. Each page
 * form is on the pages below only.
 */
export const PAGE_FORMS: Readonly<Record<string, Exclude<FormName, 'enquiry'>>> = {
  'contact-us': 'contact',
  'register-patient': 'registration',
  'private-dentist': 'registration',
  'referring-dentists': 'referral',
}

const CLINIC_PAGE = new RegExp(`^${clinicRoute.pattern.replace('{clinic}', '[a-z0-9][a-z0-9-]{0,199}')}$`)

/**
 * Pages of their own under src/pages whose name a CMS slug could also have: they show no form.
 * (src/forms/form-hosts.test.ts lists src/pages to keep this whole.)
 */
export const OWN_PAGES_WITHOUT_FORMS: ReadonlySet<string> = new Set(['404', '500', 'api', 'preview', 'search', 'service-unavailable', 'wp-content'])

const bare = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '')

/** Whether the page at `pathname` shows the get-in-touch block and so the enquiry form. */
function hostsEnquiry(path: string): boolean {
  const route = findRoute(path)
  if (route) return route.kind === 'home' || (route.kind === 'content' && !route.contentOnly) || (route.kind === 'fragment' && route.path === 'getintouch')
  return CLINIC_PAGE.test(path) || (isCmsOnlySlug(path) && !OWN_PAGES_WITHOUT_FORMS.has(path))
}

/** The forms the page at `pathname` renders. */
export function formsHostedAt(pathname: string): readonly FormName[] {
  const path = bare(pathname)
  const pageForm = Object.hasOwn(PAGE_FORMS, path) ? PAGE_FORMS[path] : undefined
  return [...(hostsEnquiry(path) ? (['enquiry'] as const) : []), ...(pageForm ? [pageForm] : [])]
}

export const hostsForm = (pathname: string, form: FormName): boolean => formsHostedAt(pathname).includes(form)
