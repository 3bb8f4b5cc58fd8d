import { expect, test, type Page } from './fixtures'
import { startFakeCf7, textEntries, type FakeCf7 } from '../fakes/cf7-server'
import { formPages } from '../fakes/form-pages'
import { fetchRetrying, startSite, type Site } from '../fakes/site-server'
import { parseReference } from '../../src/forms/reference'
import { messages } from '../../src/forms/wording/messages'

/**
 * Issue 46, against the production build: a sent form answers with the submission's reference on
 * a line of its own after the spec's message (which stays as it is), with JavaScript and without
 * it (post/redirect/get); the reference checks out, and it is the one Contact Form 7 was sent.
 */
test.describe.configure({ mode: 'default' })

let site: Site
let cf7: FakeCf7

test.beforeAll(async () => {
  test.setTimeout(120_000)
  cf7 = await startFakeCf7()
  site = await startSite({ CF7_URL: cf7.base, CF7_REGISTRATION_URL: cf7.base, TRUSTED_PROXY_HOPS: '1' })
  await fetchRetrying(`${site.base}/contact-us`)
})

test.afterAll(async () => {
  await site?.stop()
  await cf7?.close()
})

let visitor = 0
test.beforeEach(() => {
  cf7.requests.length = 0
  cf7.replies = ['mail_sent']
  visitor += 1
})

const REFERENCE_LINE = /^Your reference is ([A-Z]{2,5}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})$/

/** Sends the contact form and returns the reference the answer shows, after checking it against what CF7 got. */
async function sendAndReadReference(page: Page): Promise<string> {
  const form = formPages.find((candidate) => candidate.name === 'contact')!
  await page.goto(site.base + form.path)
  const root = page.locator(form.root)
  await form.fill(root.getByRole('form'))
  await root.getByRole('button', { name: form.submit }).click()
  await expect(root.getByRole('status')).toHaveText(messages.sent)
  const line = root.getByTestId('form-reference')
  await expect(line).toHaveText(REFERENCE_LINE)
  const reference = REFERENCE_LINE.exec((await line.textContent()) ?? '')?.[1] ?? ''
  expect(parseReference(reference)).toMatchObject({ ok: true, reference })
  expect(cf7.requests).toHaveLength(1)
  expect(textEntries(cf7.requests[0]!).filter(([key]) => key === 'reference')).toEqual([['reference', reference]])
  // The answer names no field value anywhere new: the form is emptied, as before.
  await expect(root.getByLabel('First name')).toHaveValue('')
  return reference
}

test('with JavaScript, the answer shows the reference on its own line after the spec’s message', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${60 + visitor}` } })
  const first = await sendAndReadReference(await context.newPage())
  cf7.requests.length = 0
  const second = await sendAndReadReference(await context.newPage())
  expect(second).not.toBe(first)
  await context.close()
})

test('without JavaScript, the page after the 303 shows the reference on its own line after the spec’s message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${60 + visitor}` } })
  const page = await context.newPage()
  const reference = await sendAndReadReference(page)
  expect(page.url()).not.toContain(reference)
  // Held once: a reload shows the plain page, no reference.
  await page.goto(page.url().replace(/#.*$/, ''))
  await expect(page.getByTestId('form-reference').first()).toHaveText('')
  await context.close()
})
