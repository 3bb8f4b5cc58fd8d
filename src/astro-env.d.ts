/// <reference types="astro/client" />

// A script file (no import or export): App is the global namespace Astro's types declare.
type FreshPageReader = import('@/cache/route-provider').FreshPageReader // eslint-disable-line @typescript-eslint/consistent-type-imports -- an import statement would make this file a module and hide App
type SiteFacts = import('@/practice/site-facts').SiteFacts // eslint-disable-line @typescript-eslint/consistent-type-imports -- as above
type PageContext = import('@/middleware/page-context-build').PageContext // eslint-disable-line @typescript-eslint/consistent-type-imports -- as above
type HeldAnswer = import('@/forms/answer-store').HeldAnswer // eslint-disable-line @typescript-eslint/consistent-type-imports -- as above

declare namespace App {
  interface Locals {
    /**
     * The visitor's address: the TCP peer, or what our own proxies saw (TRUSTED_PROXIES), set by
     * the server entry (src/server/main.ts). Never the leftmost X-Forwarded-For a visitor writes.
     */
    clientAddress?: string
    /** The server entry's way to write fresh cached pages without entering Astro (src/cache/route-provider.ts). */
    offerFreshPages?: (reader: () => FreshPageReader | undefined) => void
    /**
     * What this request's page is about, built once inside the render-error step
     * (src/middleware/page-context.ts) and never thrown from: each field below is documented on
     * `PageContext` (src/middleware/page-context-build.ts).
     * - `route`: the registry entry of the path (src/site/routes.ts), if it has one.
     * - `practice`: the practice model, read once through the port and checked (zod and practiceProblems).
     * - `served`: 'current', 'last good' (a refused or failing model kept out) or 'embedded'.
     * - `facts`: the practice's name and the main clinic's contacts, hours and quoted prices.
     * - `treatment`: the treatment record the route presents (src/practice/treatment-records.ts).
     * - `clinic`: the clinic of a clinic page (/our-clinics/{clinic}).
     * - `contact`: the one call/book decision (the action bar, the facts and visit panels).
     * - `hero`: the route's hero artwork; `meta`: its base metadata; `updated`: the footer's date.
     * Unset on the routes that must not depend on the model: /api/health, /api/revalidate, /api/practice/check, /_image, /wp-content/.
     */
    page: PageContext
    /** The server entry keeps the latest facts for the plain pages it answers outside Astro (src/server/plain-facts.ts). */
    noteSiteFacts?: (facts: SiteFacts) => void
    /**
     * The server entry asked the forms' per-visitor limit for this post already (src/server/main.ts):
     * the action does not count the same attempt again (src/actions/index.ts).
     */
    formAttemptCounted?: boolean
    /** The bundled worker the site's check of a practice save runs in (src/publish/check-worker/pool.ts), named by the server entry. */
    practiceCheckWorker?: URL
    /**
     * The answer to a form posted without JavaScript, on the GET after its 303 (src/middleware/actions.ts):
     * the form, and its FormState (undefined when the action failed).
     */
    formAnswer?: Pick<HeldAnswer, 'form' | 'data'>
  }
}
