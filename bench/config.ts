import path from 'node:path'

/** Everything the benchmark needs to know about where and what it measures. */
export const root = path.resolve(import.meta.dirname, '..')
export const distDirName = '.next-bench'
export const distDir = path.join(root, distDirName)
export const resultsFile = path.join(root, 'bench', 'results.json')

export const host = '127.0.0.1'
export const nextPort = 3204
export const nginxPort = 3205
export const nextOrigin = `http://${host}:${nextPort}`

/** The pages whose JavaScript we weigh; `optional` pages may not be built yet (404 → n/a). */
export const weighedPages: readonly { path: string; label: string; optional?: boolean }[] = [
  { path: '/', label: 'home' },
  { path: '/dental-implants-services', label: 'content page' },
  { path: '/blog', label: 'blog', optional: true },
  { path: '/finance', label: 'finance' },
]

/** The content page the budget and the load test are about. */
export const contentPage = '/dental-implants-services'

export const lighthousePages = ['/', '/dental-implants-services'] as const

/** Issue targets, in KB (1 KB = 1024 bytes, gzip level 9) and Lighthouse points. */
export const targets = {
  contentPageOurCodeKb: 30,
  enquiryFormKb: 20,
  accessibility: 100,
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
