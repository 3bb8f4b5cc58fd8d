import { expect, test } from './fixtures'
import { clinicPaths } from './clinic-paths'
import { routes } from '../../src/site/routes'

/**
 * The image endpoint makes only what the pages ask for (issue 34, point 7): every /_image address
 * a page writes loads (made, or the original for a visitor past their budget of new variants),
 * and one a pixel off in height answers 400.
 */
const registry = [...routes.filter((route) => route.kind !== 'fragment').map((route) => `/${route.path}`), ...clinicPaths, '/blog']

/** Every /_image address in a page's HTML (src and srcset), decoded. */
function imageAddresses(html: string): string[] {
  const found = [...html.matchAll(/\/_image\?[^\s"',]+/g)].map((match) => match[0].replaceAll('&amp;', '&'))
  return [...new Set(found)]
}

test.describe('the image endpoint', () => {
  test.describe.configure({ timeout: 240_000 })

  test('answers 400 to a height the pages never ask for, and makes the one they do', async ({ request }) => {
    const address = imageAddresses(await (await request.get('/veneers')).text())[0]
    expect(address, 'an image on /veneers').toBeTruthy()
    const asked = new URL(address!, 'http://site.test')
    const height = Number(asked.searchParams.get('h'))
    for (const off of [height + 1, height - 1, height * 2]) {
      asked.searchParams.set('h', String(off))
      const answer = await request.get(`${asked.pathname}${asked.search}`)
      expect(answer.status(), `h=${off}`).toBe(400)
    }
    const made = await request.get(address!)
    expect(made.status()).toBe(200)
    expect(made.headers()['content-type']).toMatch(/^image\//)
  })

  test('loads every image the registry pages ask for', async ({ request }) => {
    const addresses = new Set<string>()
    for (const path of registry) {
      const page = await request.get(path)
      expect(page.status(), path).toBe(200)
      for (const address of imageAddresses(await page.text())) addresses.add(address)
    }
    expect(addresses.size).toBeGreaterThan(10)
    const failed: string[] = []
    for (const address of addresses) {
      // Past this client's budget of new variants the answer is the original: it must load too.
      const answer = await request.get(address)
      if (answer.status() !== 200 || !answer.headers()['content-type']?.startsWith('image/')) failed.push(`${answer.status()} ${address}`)
    }
    expect(failed).toEqual([])
  })
})
