import { sequence } from 'astro:middleware'
import { postRedirectGet } from './middleware/actions'
import { appStart } from './middleware/app-start'
import { controlCharacters } from './middleware/control-characters'
import { islandRuntimeOut } from './middleware/island-runtime'
import { noStoreForPosts } from './middleware/no-store'
import { notFoundPage } from './middleware/not-found-page'
import { pageContext } from './middleware/page-context'
import { previewGuard } from './middleware/preview-guard'
import { renderErrors } from './middleware/render-errors'
import { routeCache } from './middleware/route-cache'
import { searchLimit } from './middleware/search-limit'

/**
 * Every request, in this order, each step in its own module with its own test (src/middleware/):
 * the app's background work starts; answers to posts and actions are not stored anywhere; a page
 * that throws becomes the plain 500 page, logged by class only; inside that, a miss's 404 page is
 * answered from its kept bytes (src/cache/not-found-page.ts); the page's context is
 * built once (locals.page: the route, the checked practice model, its facts; it cannot throw); a path
 * holding a control character is the 404 page before anything looks it up; a form posted without JavaScript runs its action and
 * is answered 303 to its page (post/redirect/get, the answer held under a single-use id); searches are limited per visitor;
 * previews open only for their session; the route cache is told how long to keep the page; and
 * the page leaves out the island runtime the frame's script carries.
 */
export const onRequest = sequence(appStart, noStoreForPosts, renderErrors, notFoundPage, pageContext, controlCharacters, postRedirectGet(), searchLimit(), previewGuard, routeCache, islandRuntimeOut())
