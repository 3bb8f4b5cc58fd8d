import { sequence } from 'astro:middleware'
import { postRedirectGet } from './middleware/actions'
import { appStart } from './middleware/app-start'
import { islandRuntimeOut } from './middleware/island-runtime'
import { noStoreForPosts } from './middleware/no-store'
import { previewGuard } from './middleware/preview-guard'
import { renderErrors } from './middleware/render-errors'
import { routeCache } from './middleware/route-cache'
import { searchLimit } from './middleware/search-limit'
import { siteFactsStep } from './middleware/site-facts'

/**
 * Every request, in this order, each step in its own module with its own test (src/middleware/):
 * the app's background work starts; the practice's facts are read for the page (src/content/site-facts.ts); answers to posts and actions are not stored anywhere; a page
 * that throws becomes the plain 500 page, logged by class only; searches are limited per visitor;
 * previews open only for their session; the route cache is told how long to keep the page; and
 * the page leaves out the island runtime the frame's script carries.
 */
export const onRequest = sequence(appStart, siteFactsStep, noStoreForPosts, renderErrors, postRedirectGet(), searchLimit(), previewGuard, routeCache, islandRuntimeOut())
