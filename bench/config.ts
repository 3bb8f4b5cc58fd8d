import path from 'node:path'

/** Everything the benchmark needs to know about where and what it measures. */
export const root = path.resolve(import.meta.dirname, '..')
/** The site's benchmark build (ASTRO_OUT_DIR), beside everyone else's dist-* builds. */
export const distDirName = 'dist-bench'
export const distDir = path.join(root, distDirName)
/** The production server entry (scripts/build-server.mjs bundles src/server/main.ts into it). */
export const serverEntry = path.join(distDir, 'main.mjs')
export const resultsFile = path.join(root, 'bench', 'results.json')

export const host = '127.0.0.1'
export const sitePort = 3204
export const nginxPort = 3205
export const floorPort = 3206
export const siteOrigin = `http://${host}:${sitePort}`
/** nginx: each page's render ceiling at the page's own path, everything else proxied to the site. */
export const nginxOrigin = `http://${host}:${nginxPort}`
export const floorOrigin = `http://${host}:${floorPort}`

/** The framework floor: an Astro project with one page of static text (bench/floor). */
export const floorDir = path.join(root, 'bench', 'floor')
/** Where bench/floor/astro.config.mjs puts everything Astro writes (its types, caches and build). */
export const floorWorkDir = path.join(root, 'dist-bench-floor')
/** The Node adapter's standalone server in that build. */
export const floorEntry = path.join(floorWorkDir, 'build', 'server', 'entry.mjs')

export interface MeasuredPage {
  readonly path: string
  readonly label: string
}

/** The pages a visitor lands on most, measured for speed (Lighthouse), HTML and JavaScript weight. */
export const measuredPages: readonly MeasuredPage[] = [
  { path: '/', label: 'home' },
  { path: '/veneers', label: 'content page' },
  { path: '/blog', label: 'blog list' },
  { path: '/blog/composite-bonding-vs-veneers', label: 'blog post' },
  { path: '/finance', label: 'finance' },
  { path: '/invisalign', label: 'invisalign' },
  { path: '/contact-us', label: 'form page' },
]

/** The content page the size budgets and the load test are about. */
export const contentPage = '/veneers'

/** A positive number from the environment, or the default. */
const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** Lighthouse runs per page; the report shows the median (BENCH_LIGHTHOUSE_RUNS to change). */
export const lighthouseRuns = Math.round(fromEnv('BENCH_LIGHTHOUSE_RUNS', 3))

/** Issue 24's targets ("What it must show"). KB are 1024 bytes, gzip level 9. */
export const targets = {
  performance: 99,
  tbtMs: 30,
  /** A page's median LCP may be at most this many times its render ceiling's, in the same run. */
  lcpOverCeiling: 1.1,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** The content page: the script the browser loads before any interaction. */
  contentPageJsAtLoadKb: 10,
  /** 9 KB since issue 29: the treatment facts panel and issue 28's structured data (it was 8). */
  contentPageHtmlGzipKb: 9,
  /** The cached content page's requests a second, as a share of nginx serving the same bytes. */
  throughputShareOfNginx: 0.4,
} as const

/** Load test: bounded, the same for the site and nginx (BENCH_LOAD_SECONDS shortens it while developing). */
export const load = {
  connections: 10,
  warmupSeconds: 3,
  durationSeconds: Math.round(fromEnv('BENCH_LOAD_SECONDS', 15)),
} as const

/** A phone: the viewport the script "before any interaction" is measured at. */
export const mobileViewport = { width: 390, height: 844 } as const

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
