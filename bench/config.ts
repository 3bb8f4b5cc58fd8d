import path from 'node:path'

/** Everything the benchmark needs to know about where and what it measures. */
export const root = path.resolve(import.meta.dirname, '..')
export const distDirName = '.next-bench'
export const distDir = path.join(root, distDirName)
export const resultsFile = path.join(root, 'bench', 'results.json')

export const host = '127.0.0.1'
export const nextPort = 3204
export const nginxPort = 3205
export const floorPort = 3206
export const nextOrigin = `http://${host}:${nextPort}`
/** The framework floor: a Next.js app with one static page and no client component of ours (bench/floor). */
export const floorDir = path.join(root, 'bench', 'floor')
export const floorOrigin = `http://${host}:${floorPort}`

export interface MeasuredPage {
  readonly path: string
  readonly label: string
  /** May not be built yet (404 → n/a). */
  readonly optional?: boolean
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

/** The pages whose JavaScript we weigh. */
export const weighedPages = measuredPages

/** The content page the JavaScript and HTML budgets and the load test are about. */
export const contentPage = '/veneers'

/** Lighthouse runs per page; the report shows the median (BENCH_LIGHTHOUSE_RUNS to change). */
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3)

/** Issue targets, in KB (1 KB = 1024 bytes, gzip level 9) and Lighthouse points. */
export const targets = {
  contentPageOurCodeKb: 30,
  enquiryFormKb: 20,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  performance: 98,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0,
  contentPageHtmlGzipKb: 10,
} as const

/** Load test: bounded, the same for Next.js and nginx. */
export const load = {
  connections: 10,
  warmupSeconds: 3,
  durationSeconds: 15,
} as const

/** Text only the enquiry form's code holds: a loaded script containing it carries the form. */
export const enquiryFormMarker = 'I am interested in:'

/** Client modules (from the client reference manifests) that make up the enquiry form. */
export const enquiryFormModule = /\/src\/.*(enquir|get-in-touch-form)/i

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
