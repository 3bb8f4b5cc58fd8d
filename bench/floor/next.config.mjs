// The same framework settings as the site (next.config.ts), nothing of ours.
const config = { cacheComponents: true, poweredByHeader: false }

export default config
