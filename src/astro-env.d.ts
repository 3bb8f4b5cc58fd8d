/// <reference types="astro/client" />

// A script file (no import or export): App is the global namespace Astro's types declare.
type FreshPageReader = import('@/cache/route-provider').FreshPageReader // eslint-disable-line @typescript-eslint/consistent-type-imports -- an import statement would make this file a module and hide App

declare namespace App {
  interface Locals {
    /**
     * The visitor's address: the TCP peer, or what our own proxies saw (TRUSTED_PROXIES), set by
     * the server entry (src/server/main.ts). Never the leftmost X-Forwarded-For a visitor writes.
     */
    clientAddress?: string
    /** The server entry's way to write fresh cached pages without entering Astro (src/cache/route-provider.ts). */
    offerFreshPages?: (reader: () => FreshPageReader | undefined) => void
  }
}
