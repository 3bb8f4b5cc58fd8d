/// <reference types="astro/client" />

// A script file (no import or export): App is the global namespace Astro's types declare.
type FreshPageReader = import('@/cache/route-provider').FreshPageReader // eslint-disable-line @typescript-eslint/consistent-type-imports -- an import statement would make this file a module and hide App
type SiteFacts = import('@/practice/site-facts').SiteFacts // eslint-disable-line @typescript-eslint/consistent-type-imports -- as above
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
     * The practice's name and the main clinic's contacts, hours and quoted prices, read from the
     * practice model through the content port for this request (src/middleware/site-facts.ts).
     * A page about one clinic asks for that clinic's own (src/content/site-facts.ts).
     */
    facts: SiteFacts
    /** The server entry keeps the latest facts for the plain pages it answers outside Astro (src/server/plain-facts.ts). */
    noteSiteFacts?: (facts: SiteFacts) => void
    /**
     * The server entry asked the forms' per-visitor limit for this post already (src/server/main.ts):
     * the action does not count the same attempt again (src/actions/index.ts).
     */
    formAttemptCounted?: boolean
    /**
     * The answer to a form posted without JavaScript, on the GET after its 303 (src/middleware/actions.ts):
     * the form, and its FormState (undefined when the action failed).
     */
    formAnswer?: Pick<HeldAnswer, 'form' | 'data'>
  }
}
