/**
 * npm run preflight: before launch, every placeholder the practice must replace (issue 45): the
 * FCA firm reference, the CQC location ids, drama-range phones, example addresses, the company's
 * legal name and number, and a SITE_URL that is not the https address. It reads the practice as
 * the server does (embedded, or WordPress with CMS_URL) and the same settings (.env, src/env.ts),
 * so run it with the server's environment. Exits 1 while any remains, 2 when the practice cannot
 * be read. The repository's fictional practice keeps its placeholders: CI does not run this.
 */
import { env } from '@/env'
import { GO_LIVE_KINDS, type GoLiveKind, type GoLivePlaceholder } from '@/practice/go-live-placeholders'
import { editedAt, goLiveReport } from '@/middleware/go-live'

const report = await goLiveReport()
if (!report.ok) {
  console.error(`preflight: the practice could not be read from ${env.CMS_URL ?? env.CONTENT_DIR}; is WordPress up?`)
  process.exit(2)
}
const from = env.CMS_URL ? `WordPress (${new URL(env.CMS_URL).host})` : `${env.CONTENT_DIR}/practice (the embedded practice)`
if (report.found.length === 0) {
  console.log(`preflight: no placeholder left in the practice from ${from}, nor in the server's settings.`)
  process.exit(0)
}

const byKind = new Map<GoLiveKind, GoLivePlaceholder[]>()
for (const found of report.found) byKind.set(found.kind, [...(byKind.get(found.kind) ?? []), found])
console.log(`preflight: ${report.found.length} placeholder(s) to replace before going live (practice from ${from}):\n`)
for (const [kind, all] of byKind) {
  const { label, instead } = GO_LIVE_KINDS[kind]
  console.log(`✗ ${label} (${all.length})`)
  for (const { found, where } of all) console.log(`    "${found}" at ${where}, edited in ${editedAt(where, report.practice)}`)
  console.log(`    put instead: ${instead}\n`)
}
process.exit(1)
