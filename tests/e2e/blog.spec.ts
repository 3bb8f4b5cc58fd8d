import { expect, test, type Page } from './fixtures'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents()

test.describe('blog', () => {
  test('/blog shows five cards with Read More links and numbered pagination', async ({ page }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(5)
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('img')).toBeVisible()
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
    }
    const pager = page.getByRole('navigation', { name: 'Blog pages' })
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1')
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/page/2')
  })

  test('page 2 shows different posts; /blog/page/1 shows the same as /blog with one canonical URL', async ({ page }) => {
    await page.goto('/blog')
    const first = await cardTitles(page)
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).locator('[aria-current="page"]')).toHaveText('Page 2')
    const second = await cardTitles(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((title) => first.includes(title))).toEqual([])
    await page.goto('/blog/page/1')
    expect(await cardTitles(page)).toEqual(first)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
  })

  for (const path of ['/blog/page/999', '/blog/page/0', '/blog/page/-1', '/blog/page/abc', '/blog/no-such-post', '/categories/no-such-category', '/categories/invisalign/page/99']) {
    test(`${path} answers 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404)
    })
  }

  test('the sidebar shows 3 recent posts, the categories and a search box', async ({ page }) => {
    await page.goto('/blog')
    const sidebar = page.getByRole('complementary', { name: 'Blog' })
    await expect(sidebar.getByRole('heading', { name: 'RECENT POST' })).toBeVisible()
    await expect(sidebar.getByRole('region', { name: 'RECENT POST' }).getByRole('link')).toHaveCount(3)
    const categories = sidebar.getByRole('region', { name: 'CATEGORIES' }).getByRole('link')
    await expect(categories).toHaveCount(5)
    await expect(categories.first()).toHaveAttribute('href', /^\/categories\/[a-z-]+$/)
  })

  test('a category page lists at most 2 posts under its heading, with pagination', async ({ page }) => {
    await page.goto('/categories/oral-health')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing posts from Oral Health Category')
    await expect(cards(page)).toHaveCount(2)
    const pager = page.getByRole('navigation', { name: 'Oral Health pages' })
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/categories\/oral-health\/page\/2$/)
    const count = await cards(page).count()
    expect(count).toBeGreaterThanOrEqual(1)
    expect(count).toBeLessThanOrEqual(2)
  })

  test('a post shows its image, title, date, categories, body, neighbours and Article data', async ({ page }) => {
    await page.goto('/blog')
    await cards(page).first().getByRole('link', { name: /Read More/ }).click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    const article = page.getByRole('main').getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(article.locator('time')).toHaveText(/\d{1,2} [A-Z][a-z]+ \d{4}/)
    await expect(article.getByRole('link', { name: /./ }).filter({ has: page.locator('[href^="/categories/"]') }).or(article.locator('a[href^="/categories/"]')).first()).toBeVisible()
    await expect(article.locator('.prose-cms h2').first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'More articles' }).getByRole('link', { name: /Older article/ })).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(jsonLd['@type']).toBe('BlogPosting')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  })

  test('searching for a word in one post finds it; blank search does not navigate', async ({ page }) => {
    await page.goto('/blog')
    const box = page.getByRole('searchbox', { name: 'Search the blog' })
    await box.fill('   ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/blog$/)
    await box.fill('marmalade')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?search=marmalade$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “marmalade”')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/childrens-first-dental-visit')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('a search with no results says so and suggests treatments', async ({ page }) => {
    await page.goto('/search?search=zzqx')
    await expect(page.getByRole('status')).toHaveText('No articles matched.')
    await expect(page.getByRole('heading', { name: 'Popular treatments' })).toBeVisible()
  })

  test('the RSS feed lists the posts and is linked from the blog', async ({ page, request }) => {
    await page.goto('/blog')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/)
    const response = await request.get('/blog/rss.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    expect((await response.text()).match(/<item>/g)?.length).toBeGreaterThanOrEqual(13)
  })

  test('the homepage shows 3 recent posts with Read More links', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Recent Blog Posts' })
    await expect(section.getByRole('article')).toHaveCount(3)
    await expect(section.getByRole('link', { name: /Read More/ }).first()).toHaveAttribute('href', /^\/blog\//)
  })
})

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search works as a plain form', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('marmalade')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?search=marmalade$/)
    await expect(cards(page)).toHaveCount(1)
  })
})
