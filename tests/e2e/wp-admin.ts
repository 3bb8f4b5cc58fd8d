import type { Page } from './fixtures'
import { harnessUsers, type HarnessUser } from '../../scripts/wordpress/users'

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
