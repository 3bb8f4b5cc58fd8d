import { isCmsOnlySlug } from './cms-page'

describe('pages only the CMS knows', () => {
  it('are new slugs the registry does not load', () => {
    expect(isCmsOnlySlug('cookie-policy')).toBe(true)
  })

  it('are never a registry slug (it has its own path), the homepage, or anything but a plain slug', () => {
    for (const slug of ['fees', 'help-for-nervous-patients', 'homepage', '../etc', 'Fees', 'a/b', '', `x${'-'.repeat(250)}`]) {
      expect(isCmsOnlySlug(slug), slug).toBe(false)
    }
  })
})
