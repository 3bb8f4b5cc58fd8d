/**
 * Screenshots of pages at a phone and a laptop width, for looking at what we build.
 * Usage: npx tsx scripts/screenshot.ts [baseUrl] path [path…]  → /tmp/shots/{name}-{width}.png
 */
import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { playwrightChromiumArgs, playwrightChromiumPath } from '../tests/chromium'

const [maybeBase, ...rest] = process.argv.slice(2)
const base = maybeBase?.startsWith('http') ? maybeBase : 'http://127.0.0.1:3000'
const paths = maybeBase?.startsWith('http') ? rest : [maybeBase ?? '/', ...rest]
const widths = (process.env.WIDTHS ?? '390,1366').split(',').map(Number)
const full = process.env.FULL !== '0'

fs.mkdirSync('/tmp/shots', { recursive: true })
const browser = await chromium.launch({ executablePath: playwrightChromiumPath, args: playwrightChromiumArgs })
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    if (full) {
      // Scroll through once so lazy images load and scroll-reveal sections are shown.
      await page.evaluate(`(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)) } window.scrollTo(0, 0) })()`)
      await page.waitForTimeout(800)
    }
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
    const file = `/tmp/shots/${name}-${width}.png`
    await page.screenshot({ path: file, fullPage: full })
    console.log(file)
  }
  await page.close()
}
await browser.close()
