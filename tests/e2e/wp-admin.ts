import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { z } from 'zod'
import { expect, type Page } from './fixtures'
import { harnessUsers, type HarnessUser } from '../../scripts/wordpress/users'

const madePassword = z.object({ user: z.string(), password: z.string() })
const made = new Map<string, { user: string; password: string }>()

/**
 * An Application Password for one of the harness WordPress's seeded users (on port `wordpressPort`),
 * as a REST client has it: made once a user and run by scripts/wordpress/app-password.php
 * (WordPress wants each of a user's password names unique).
 */
export function applicationPassword(user: HarnessUser, wordpressPort: string): { user: string; password: string } {
  const known = made.get(user.login)
  if (known) return known
  const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'wordpress', 'app-password.php')
  const out = execFileSync('php', [script, `practice test ${Date.now()}`, user.login], { env: { ...process.env, WP_HARNESS_PORT: wordpressPort }, encoding: 'utf8' })
  const created = madePassword.parse(JSON.parse(out.trim().split('\n').pop() ?? ''))
  made.set(user.login, created)
  return created
}

/**
 * Signs `page` in to the harness WordPress's admin (wp-login.php, a password: the admin screens
 * take no Application Password) as one of its seeded users, by default the practice manager, who
 * edits the practice in issue 36's tests as a practice's staff would.
 */
export async function signInToAdmin(page: Page, wordpressBase: string, user: HarnessUser = harnessUsers.practiceManager): Promise<void> {
  await page.goto(new URL('/wp-login.php', wordpressBase).href)
  await page.locator('#user_login').fill(user.login)
  await page.locator('#user_pass').fill(user.password)
  await page.locator('#wp-submit').click()
  await page.waitForURL(/\/wp-admin\//)
}

/**
 * Opens a clinic's or treatment's edit screen on its form (the block of ours its locked template
 * holds: `.larkspur-clinic-form`, `.larkspur-treatment-form`), the block editor's welcome guide
 * closed (it opens the first time a user opens the editor).
 */
export async function openRecordEditor(page: Page, wordpressBase: string, id: number, form: 'clinic' | 'treatment'): Promise<void> {
  await page.goto(new URL(`/wp-admin/post.php?post=${id}&action=edit`, wordpressBase).href)
  await expect(page.locator(`.larkspur-${form}-form`)).toBeVisible({ timeout: 30_000 })
  const guide = page.getByRole('dialog', { name: /welcome to the block editor/i })
  if (await guide.isVisible()) await page.keyboard.press('Escape')
  await expect(guide).toBeHidden()
}

/** Opens the document sidebar and, in it, each named panel that is closed (WordPress remembers a user's open panels). */
export async function openDocumentPanels(page: Page, titles: readonly string[]): Promise<void> {
  await page.evaluate(() => (window as unknown as { wp: { data: { dispatch: (store: string) => { openGeneralSidebar: (name: string) => void } } } }).wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/document'))
  for (const title of titles) {
    const toggle = page.getByRole('button', { name: title, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  }
}
