import { axeViolations } from './axe'
import type { Browser } from '@playwright/test'
import { openRecordEditor, signInToAdmin } from './wp-admin'
import { expect, test, type Page } from './fixtures'
import { within } from '../publish/site'
import { wpRest } from '../publish/wp-rest'
import { formatPounds } from '../../src/finance'
import { optionIdOf, type Practice } from '../../src/practice/model'

// Issue 36, against the production build on a real WordPress with our practice and publish plugins
// (tests/e2e-wordpress/run.ts sets these): in the treatment's form in the block editor, an
// practice manager changes the porcelain veneer's price and adds a before-and-after case with two
// photographs from the Media Library under the statement; Update keeps them (a reload reads them
// back), the practice endpoint serves them, and the site shows the new price within 10 seconds.
const env = { base: process.env.E2E_WP_URL, user: process.env.E2E_WP_USER, password: process.env.E2E_WP_PASSWORD, port: process.env.E2E_WP_PORT }
test.skip(process.env.E2E_CMS !== 'wordpress' || !env.base || !env.user || !env.password || !env.port, 'needs the site on WordPress with the practice and publish plugins')
test.describe.configure({ mode: 'serial' })

const LIVE_WITHIN = 10_000
const SLUG = 'veneers'
const OPTION = 'porcelain-veneer'
const rest = wpRest({ baseUrl: env.base ?? '', user: env.user ?? '', password: env.password ?? '' })

type Option = { id: string; name: string; from: number }
type StoredCase = { before: { src: string; alt: string }; after: { src: string; alt: string }; consentDate: string; clinician: string; timescale: string; summary?: string }
type Treatment = { id: number; meta: { options: Option[]; providers: string[]; cases: StoredCase[]; cases_unretouched: boolean } }

async function veneers(): Promise<Treatment> {
  const [found] = await rest.get<Treatment[]>(`wp/v2/treatments?slug=${SLUG}&context=edit`)
  if (!found) throw new Error(`the ${SLUG} treatment is not seeded`)
  return found
}

/** A browser context signed in to wp-admin as the practice manager (a password, not an Application Password), at 1366 px. */
async function signIn(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const wp = await context.newPage()
  await signInToAdmin(wp, env.base ?? '')
  return { context, wp }
}

/** Picks the Media Library's `nth` image for one side of the case. */
async function choosePhotograph(wp: Page, side: 'before' | 'after', nth: number, alt: string) {
  const kase = wp.getByRole('group', { name: 'Case 1' })
  await kase.getByRole('button', { name: `Choose ${side} photograph` }).click()
  const modal = wp.locator('.media-modal:visible')
  await modal.getByRole('tab', { name: 'Media Library' }).click()
  await modal.locator('li.attachment').nth(nth).click()
  await modal.getByRole('button', { name: 'Select', exact: true }).click()
  await expect(modal).toBeHidden()
  await kase.getByLabel(`${side === 'before' ? 'Before' : 'After'}: alternative text`).fill(alt)
}

test('a price and a case with two Media Library photographs, changed in the treatment’s form, are kept, served and live on the site within 10 s', async ({ browser }) => {
  test.slow()
  const treatment = await veneers()
  const earlier = treatment.meta
  const option = earlier.options.find((each) => each.id === OPTION)
  const clinician = earlier.providers[0]
  if (!option || !clinician) throw new Error(`${SLUG} needs its ${OPTION} option and a provider`)
  // A price the site does not show yet: the old one plus a few pounds.
  const price = option.from + 1 + (Date.now() % 40)
  const marker = Date.now().toString(36)
  const beforeAlt = `Front teeth with a gap, before veneers ${marker}`
  const afterAlt = `The same smile with two porcelain veneers ${marker}`
  const { context, wp } = await signIn(browser)
  try {
    await openRecordEditor(wp, env.base ?? '', treatment.id, 'treatment')

    await wp.getByRole('group', { name: option.name }).getByLabel('From (£)').fill(String(price))
    await wp.getByRole('button', { name: 'Add a case' }).click()
    await choosePhotograph(wp, 'before', 0, beforeAlt)
    await choosePhotograph(wp, 'after', 1, afterAlt)
    const kase = wp.getByRole('group', { name: 'Case 1' })
    await expect(kase.getByRole('img')).toHaveCount(2)
    await kase.getByLabel('Date the patient consented in writing').fill('2025-11-03')
    await kase.getByLabel('Clinician who treated the patient').selectOption(clinician)
    await kase.getByLabel('Timescale').fill('Three weeks')
    await wp.getByRole('checkbox', { name: /genuine, unretouched/ }).check()

    await wp.getByRole('button', { name: 'Update', exact: true }).click()
    await expect(wp.locator('.components-snackbar')).toContainText('updated', { timeout: 20_000 })
    // The site is watched from the save on, while the form is read back beside it.
    const live = within(LIVE_WITHIN, `/${SLUG}`, (page) => page.status === 200 && page.text.includes(formatPounds(price))).then(
      (ms) => ms,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    )

    // Read back after a reload: the form shows what was kept.
    await openRecordEditor(wp, env.base ?? '', treatment.id, 'treatment')
    await expect(wp.getByRole('group', { name: option.name }).getByLabel('From (£)')).toHaveValue(String(price))
    await expect(wp.getByRole('group', { name: 'Case 1' }).getByLabel('After: alternative text')).toHaveValue(afterAlt)
    await expect(wp.getByRole('checkbox', { name: /genuine, unretouched/ })).toBeChecked()
    // The form itself (WordPress's own screen around it is not ours to fix) against WCAG 2.2 AA.
    expect(await axeViolations(wp, { include: '.larkspur-treatment-form', summaries: true })).toEqual([])

    const served = (await rest.get<Practice>('larkspur/v1/practice')).treatments.find((shown) => shown.slug === SLUG)
    expect(served?.options.find((shown) => shown.id === OPTION)?.from).toBe(price)
    expect(served?.cases).toEqual([
      {
        // The Media Library's files on the site's own origin, as it serves them.
        before: { src: expect.stringMatching(/^\/wp-content\/uploads\//), alt: beforeAlt },
        after: { src: expect.stringMatching(/^\/wp-content\/uploads\//), alt: afterAlt },
        consentDate: '2025-11-03',
        clinician,
        timescale: 'Three weeks',
        unretouched: true,
      },
    ])
    expect(served?.cases[0]?.before.src).not.toBe(served?.cases[0]?.after.src)

    const shown = await live
    if (shown instanceof Error) throw shown
    console.log(`new price on /${SLUG} ${(shown / 1000).toFixed(1)} s after the save`)
  } finally {
    await context.close()
    // The record as it was, whatever happened above.
    await rest.post(`wp/v2/treatments/${treatment.id}`, { meta: { options: earlier.options, cases: earlier.cases, cases_unretouched: earlier.cases_unretouched } })
  }
})

test('from the keyboard, an added option keeps the id made from its first name through a rename, moves up with focus kept, and picks what it includes', async ({ browser }) => {
  const treatment = await veneers()
  const last = treatment.meta.options.at(-1)
  if (!last) throw new Error(`${SLUG} has no option`)
  const name = `Keyboard option ${Date.now().toString(36)}`
  const { context, wp } = await signIn(browser)
  try {
    await openRecordEditor(wp, env.base ?? '', treatment.id, 'treatment')
    await wp.getByLabel('New option’s name').fill(name)
    await wp.keyboard.press('Tab')
    await expect(wp.getByRole('button', { name: 'Add price option' })).toBeFocused()
    await wp.keyboard.press('Enter')
    const added = wp.getByRole('group', { name })
    await expect(added.getByLabel('Id (kept when renamed)')).toHaveValue(optionIdOf(name))
    await added.getByLabel('Name', { exact: true }).fill(`${name} renamed`)
    const renamed = wp.getByRole('group', { name: `${name} renamed` })
    await expect(renamed.getByLabel('Id (kept when renamed)')).toHaveValue(optionIdOf(name))

    const moveUp = renamed.getByRole('button', { name: /^Move up/ })
    await moveUp.focus()
    await wp.keyboard.press('Enter')
    await expect(wp.locator('.larkspur-option legend')).toHaveText([...treatment.meta.options.slice(0, -1).map((option) => option.name), `${name} renamed`, last.name])
    await expect(moveUp).toBeFocused()

    // The suggestions answer the arrow keys (the block editor's own ↑/↓ navigation would take them).
    const includes = renamed.getByLabel(/Already includes/)
    await includes.focus()
    await wp.keyboard.type(last.id)
    await wp.keyboard.press('ArrowDown')
    await wp.keyboard.press('Enter')
    await expect(renamed.locator('.components-form-token-field__token-text')).toHaveText([new RegExp(`^${last.id} `)])
  } finally {
    // Nothing was saved: the edits go with the page.
    await context.close()
  }
})
