/** Debian's Chromium, launched offline: no browser download, no background network. */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The full browser: Lighthouse's (`--headless=new`), and the tests' where the shell below is not installed. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * What Playwright launches (the browser tests, screenshots, the JS-weight bench): Debian's
 * `chromium-headless-shell`, the same Chromium's old headless mode without the browser's windows
 * and UI, which is what Playwright itself runs headless by default; else the full browser. The same
 * pages cost less CPU in it: the axe walk of 85 routes took 260 s where the full browser took
 * 332 s, and the browser suite 14.2 minutes where it took 18.0 (28 November, two cores, the same
 * server). `CHROMIUM_PATH` picks another.
 */
export const playwrightChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath)

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

/**
 * Headless Chromium is the full browser: every new window (Playwright opens one for each test's
 * context) also starts the address bar's popup, a WebUI page in a renderer of its own, about 1.4 s
 * of CPU that no test uses (Chromium 156 on the two-core machine, 28 November; a test's new
 * context cost 2 s of CPU before its page loaded). An unknown feature name is ignored.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * Playwright's own `--disable-features` list. Chromium keeps only the last of a repeated switch,
 * so a list of ours given after Playwright's would silently switch Playwright's back on: ours
 * carries both. Read from the installed Playwright, so an upgrade's list is the one used.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8')
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1]
  if (!list) throw new Error("tests/chromium.ts: Playwright's --disable-features list was not found in playwright-core; see how this Playwright builds it")
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([\w-]+)"/g)].map((match) => match[1] ?? '')
}

/** The arguments for a Chromium that Playwright launches (a browser test, a screenshot); the shell ignores what is for windows. */
export const playwrightChromiumArgs = [...chromiumArgs, `--disable-features=${[...playwrightDisabledFeatures(), ...UNUSED_BROWSER_UI].join(',')}`]
