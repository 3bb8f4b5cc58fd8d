/**
 * What a content call answers: its value, marked `stale` when it is the last good answer kept
 * while the CMS fails (docs/decisions/001-rendering-and-caching.md), or nothing to show at all.
 * The cache that keeps last good answers is ./cache.ts.
 */
export type Loaded<T> = { readonly ok: true; readonly value: T; readonly stale: boolean } | { readonly ok: false }
