/**
 * What the page gate (src/middleware/page-gate.ts, issue 45) costs a render, measured apart from
 * `npm run bench` (whose pages are answered from the route cache, which the gate does not touch):
 * every page the sitemap lists is fetched once from a running server, then checked by the gate's
 * own work, the page rules over the whole HTML and the hash that remembers a check, 20 times each.
 * Prints each's median per page in ms, and the largest page's.
 *
 *   npx tsx bench/page-gate-cost.ts [http://127.0.0.1:3000]
 */
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { pageFindings } from '../src/practice/rules'
import { embeddedPractice } from '../tests/embedded-facts'

const origin = process.argv[2] ?? 'http://127.0.0.1:3000'
const RUNS = 20
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/')
const pages = await Promise.all(paths.map(async (path) => ({ path, html: await (await fetch(`${origin}${path}`)).text() })))
const practice = embeddedPractice()
const rows = pages.map((page) => {
  const rules: number[] = []
  const hash: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    let start = performance.now()
    pageFindings(page, practice)
    rules.push(performance.now() - start)
    start = performance.now()
    createHash('sha256').update(`${page.path}\n${page.html}`).digest('base64url')
    hash.push(performance.now() - start)
  }
  return { path: page.path, kb: page.html.length / 1024, rules: median(rules), hash: median(hash) }
})
const largest = rows.reduce((a, b) => (b.kb > a.kb ? b : a))
console.log(`${rows.length} pages, ${RUNS} runs each`)
console.log(`rules: median ${median(rows.map((row) => row.rules)).toFixed(2)} ms a page, slowest ${Math.max(...rows.map((row) => row.rules)).toFixed(2)} ms`)
console.log(`hash:  median ${median(rows.map((row) => row.hash)).toFixed(3)} ms a page`)
console.log(`largest page ${largest.path} (${largest.kb.toFixed(0)} KB): rules ${largest.rules.toFixed(2)} ms, hash ${largest.hash.toFixed(3)} ms`)
