// The floor's own instrumentation hook, which does nothing. Without it Turbopack, whose root is the
// repository, bundles the site's src/instrumentation.ts, and the floor's server would start the
// forms outbox relay: a second server doing work beside every page the benchmark measures.
export function register() {}
