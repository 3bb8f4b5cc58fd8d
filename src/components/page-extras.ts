import type { ReactNode } from 'react'

/**
 * Hand-written sections some content pages add around their CMS body (SPEC section 2,
 * 'Content pages'). Keyed by route path. Each feature keeps its own map; the content route
 * merges them in a fixed order.
 */
export interface PageExtras {
  /** Shown before the CMS body (e.g. the finance calculator). */
  readonly before?: () => ReactNode
  /** Shown after the CMS body, before popular treatments and get-in-touch. */
  readonly after?: () => ReactNode
}

export type PageExtrasMap = Readonly<Record<string, PageExtras>>
