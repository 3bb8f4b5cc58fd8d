import path from 'node:path'
import { reloadEmbeddedContent } from '../generation'
import { createEmbeddedSource } from '.'

const source = createEmbeddedSource(path.resolve('content'))
const search = (words: string) => source.listPosts({ page: 1, perPage: 100, search: words })
const slugs = async (words: string) => (await search(words)).posts.map((post) => post.slug)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('embedded search', () => {
  it('folds the posts once per loaded post set: a later search folds only its own words', async () => {
    const first = await slugs('tooth')
    expect(first.length).toBeGreaterThan(0)
    const normalize = vi.spyOn(String.prototype, 'normalize')
    expect(await slugs('tooth')).toEqual(first)
    expect(await slugs('teeth whitening')).toEqual(await slugs('TEETH Whitening'))
    // One fold per query (three queries above), none per post.
    expect(normalize).toHaveBeenCalledTimes(3)
  })

  it('folds the posts again after a content reload, finding the same posts', async () => {
    const before = await slugs('tooth')
    const normalize = vi.spyOn(String.prototype, 'normalize')
    reloadEmbeddedContent()
    expect(await slugs('tooth')).toEqual(before)
    const { total } = await source.listPosts({ page: 1, perPage: 1 })
    // Each post's title and body folded again, beside the query.
    expect(normalize.mock.calls.length).toBeGreaterThan(2 * total)
  })
})
