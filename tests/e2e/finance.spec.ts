import { expect, interactive, test, type Page } from './fixtures'
import { axeViolations } from './axe'

const calculatorOf = (page: Page) => page.getByRole('region', { name: 'Finance calculator' })

/** /finance with its calculator working: it hydrates after the page has loaded (client:afterload). */
async function openCalculator(page: Page) {
  await page.goto('/finance')
  await interactive(calculatorOf(page).getByLabel('Cash price'))
}

test.describe('finance calculator', () => {
  test('shows the defaults: £2,000, no deposit, 6 months @phone', async ({ page }) => {
    await openCalculator(page)
    const calculator = calculatorOf(page)
    const summary = calculator.getByTestId('finance-summary')
    await expect(calculator.getByLabel('Cash price')).toHaveValue('2000')
    await expect(calculator.getByLabel('Deposit')).toHaveValue('0')
    await expect(calculator.getByRole('radio', { name: /Interest Free Finance \(6 Months\)/ })).toBeChecked()
    await expect(summary.getByText('This is a loan of £2,000.00 with £0.00 deposit', { exact: true })).toBeVisible()
    await expect(summary.getByText('Repayable by 5 monthly repayments of £333.34 and a final payment of £333.30', { exact: true })).toBeVisible()
    await expect(summary.getByRole('definition').first()).toHaveText('£2,000.00')
    await expect(summary).toContainText('Total repayable£2,000.00')
    await expect(summary).toContainText('APR0%')
    await expect(summary.getByText('Finance is subject to status. Terms and conditions apply.', { exact: true })).toBeVisible()
    // The calculator comes before the page body.
    const order = await page.evaluate(() => {
      const calc = document.querySelector('[aria-labelledby="finance-calculator-title"]')
      const body = document.querySelector('.prose-cms')
      return calc && body ? calc.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING : 0
    })
    expect(order).toBeTruthy()
  })

  test('a price typed and a plan chosen before the calculator has loaded are taken up, not wiped', async ({ page }) => {
    // The calculator's code is held back until the visitor has typed into the server's HTML.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_astro/calculator-panel*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/finance')
    const calculator = calculatorOf(page)
    await calculator.getByLabel('Cash price').fill('5100')
    await calculator.getByRole('radio', { name: /Interest Free Finance \(12 Months\)/ }).check()
    await expect(calculator.locator('[data-interactive]')).toHaveCount(0)
    release()
    await interactive(calculator.getByLabel('Cash price'))
    await expect(calculator.getByLabel('Cash price')).toHaveValue('5100')
    await expect(calculator.getByRole('radio', { name: /Interest Free Finance \(12 Months\)/ })).toBeChecked()
    await expect(calculator.getByTestId('finance-summary').getByText('This is a loan of £5,100.00 with £0.00 deposit', { exact: true })).toBeVisible()
  })

  test('clamps the cash price on blur or Enter, not while typing', async ({ page }) => {
    await openCalculator(page)
    const calculator = calculatorOf(page)
    const price = calculator.getByLabel('Cash price')
    await price.fill('100')
    await expect(price).toHaveValue('100')
    await price.blur()
    await expect(price).toHaveValue('250')
    await expect(calculator.getByText('Changed to £250', { exact: false })).toBeVisible()
    await expect(calculator.getByText('This is a loan of £250.00 with £0.00 deposit', { exact: true })).toBeVisible()

    await price.fill('20000')
    await expect(price).toHaveValue('20000')
    await price.press('Enter')
    await expect(price).toHaveValue('15000')
    await expect(calculator.getByText('This is a loan of £15,000.00 with £0.00 deposit', { exact: true })).toBeVisible()
  })

  test('clamps the deposit to 99% and says when a loan is too small to finance', async ({ page }) => {
    await openCalculator(page)
    const calculator = calculatorOf(page)
    const deposit = calculator.getByLabel('Deposit')
    await deposit.fill('150')
    await deposit.blur()
    await expect(deposit).toHaveValue('99')
    await expect(calculator.getByText('This is a loan of £20.00 with £1,980.00 deposit', { exact: true })).toBeVisible()
    await expect(calculator.getByTestId('finance-summary').getByText(/Lower the deposit to borrow at least £250\.00/)).toBeVisible()
    await expect(calculator.getByText(/^Repayable by/)).toHaveCount(0)
  })

  test('strips letters as the visitor types and updates the figures at once', async ({ page }) => {
    await openCalculator(page)
    const calculator = calculatorOf(page)
    const price = calculator.getByLabel('Cash price')
    await price.clear()
    await price.pressSequentially('3a2b0c0')
    await expect(price).toHaveValue('3200')
    // Still focused: the figures follow the typing, before any blur.
    await expect(price).toBeFocused()
    await expect(calculator.getByText('This is a loan of £3,200.00 with £0.00 deposit', { exact: true })).toBeVisible()
    const deposit = calculator.getByLabel('Deposit')
    await deposit.fill('1x0')
    await expect(deposit).toHaveValue('10')
    await expect(calculator.getByText('This is a loan of £2,880.00 with £320.00 deposit', { exact: true })).toBeVisible()
    // Screen readers hear a short summary once the typing pauses.
    await expect(calculator.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(
      'Interest Free Finance (6 Months). This is a loan of £2,880.00 with £320.00 deposit. Repayable by 5 monthly repayments of £480.00 and a final payment of £480.00. Total repayable £3,200.00.',
    )
  })

  test("'Lowest Monthly Repayment' picks the 12-month product @phone", async ({ page }) => {
    await openCalculator(page)
    const calculator = calculatorOf(page)
    const twelve = calculator.getByRole('radio', { name: /Interest Free Finance \(12 Months\)/ })
    await expect(twelve).not.toBeChecked()
    await calculator.getByRole('button', { name: 'Lowest Monthly Repayment' }).click()
    await expect(twelve).toBeChecked()
    await expect(calculator.getByText('Repayable by 11 monthly repayments of £166.67 and a final payment of £166.63', { exact: true })).toBeVisible()
    // Choosing a plan by hand works too.
    await calculator.getByRole('radio', { name: /Interest Free Finance \(10 Months\)/ }).check()
    await expect(calculator.getByText('Repayable by 9 monthly repayments of £200.00 and a final payment of £200.00', { exact: true })).toBeVisible()
  })

  test('fits a 390 px phone with large touch targets @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openCalculator(page)
    const calculator = calculatorOf(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const targets = [calculator.getByLabel('Cash price'), calculator.getByLabel('Deposit'), calculator.getByRole('button', { name: 'Lowest Monthly Repayment' })]
    for (const target of targets) {
      const box = await target.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    }
    await expect(calculator.getByLabel('Cash price')).toHaveAttribute('inputmode', 'numeric')
  })

  test('axe finds no WCAG 2.2 AA violations on /finance @phone', async ({ page }) => {
    await openCalculator(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('finance calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server-rendered page already shows the default figures', async ({ page }) => {
    await page.goto('/finance')
    const summary = calculatorOf(page).getByTestId('finance-summary')
    await expect(summary.getByText('This is a loan of £2,000.00 with £0.00 deposit', { exact: true })).toBeVisible()
    await expect(summary.getByText('Repayable by 5 monthly repayments of £333.34 and a final payment of £333.30', { exact: true })).toBeVisible()
  })
})
