/**
 * The content contract: what every adapter must do, as one suite both adapters run
 * (embedded against content/, WordPress against a real WordPress seeded from content/).
 */
import { practiceProblems } from '@/practice/problems'
import { mentionsSpecialist } from './team'
import type { ContentSource } from './types'

export function describeContentContract(name: string, source: () => ContentSource) {
  describe(`content contract: ${name}`, () => {
    it('loads a page by slug with its title, body and metadata', async () => {
      const page = await source().getPage('fees')
      expect(page?.slug).toBe('fees')
      expect(page?.title).toBe('Fees & Prices')
      expect(page?.html).toContain('<h2')
      expect(page?.html).not.toMatch(/https?:\/\/127\.0\.0\.1:\d+\/(?!wp-content)/)
    })

    it('answers null for a page it does not have', async () => {
      expect(await source().getPage('no-such-page-anywhere')).toBeNull()
    })

    it('loads every slug the route registry names, each with a body', async () => {
      for (const slug of ['homepage', 'help-for-nervous-patients', 'dental-implants', 'mouth-cancer-screening', 'full-mouth-reconstuction']) {
        const page = await source().getPage(slug)
        expect(page?.html.length, slug).toBeGreaterThan(200)
      }
    })

    it('lists posts newest first, five a page, with the total across pages', async () => {
      const first = await source().listPosts({ page: 1, perPage: 5 })
      const second = await source().listPosts({ page: 2, perPage: 5 })
      expect(first.posts).toHaveLength(5)
      expect(first.total).toBeGreaterThanOrEqual(13)
      expect(second.total).toBe(first.total)
      const dates = [...first.posts, ...second.posts].map((post) => post.date)
      expect(dates).toEqual([...dates].sort().reverse())
      expect(new Set([...first.posts, ...second.posts].map((post) => post.slug)).size).toBe(10)
      for (const post of first.posts) {
        expect(post.title).not.toMatch(/&#|&amp;/)
        expect(post.excerpt.length).toBeGreaterThan(20)
        expect(post.image?.url).toMatch(/\.(webp|jpe?g|png)$/)
      }
    })

    it('answers an empty page, with the total, past the last page', async () => {
      const past = await source().listPosts({ page: 999, perPage: 5 })
      expect(past.posts).toEqual([])
      expect(past.total).toBeGreaterThanOrEqual(13)
    })

    it('loads a post by slug, and null for an unknown one', async () => {
      const { posts } = await source().listPosts({ page: 1, perPage: 1 })
      const slug = posts[0]?.slug ?? ''
      const post = await source().getPost(slug)
      expect(post?.slug).toBe(slug)
      expect(post?.html).toContain('<h2')
      expect(post?.categoryIds.length).toBeGreaterThan(0)
      expect(await source().getPost('no-such-post')).toBeNull()
    })

    it('lists categories and finds one by slug, then its posts two a page', async () => {
      const categories = await source().listCategories(50)
      expect(categories.map((category) => category.slug)).toEqual(
        expect.arrayContaining(['invisalign', 'dental-implants', 'cosmetic-dentistry', 'oral-health', 'nervous-patients']),
      )
      const category = await source().getCategory('invisalign')
      expect(category?.name).toBe('Invisalign')
      const posts = await source().listPosts({ page: 1, perPage: 2, categoryId: category?.id ?? -1 })
      expect(posts.posts.length).toBeGreaterThan(0)
      expect(posts.posts.length).toBeLessThanOrEqual(2)
      for (const post of posts.posts) expect(post.categoryIds).toContain(category?.id)
      expect(await source().getCategory('no-such-category')).toBeNull()
    })

    it('finds the one post containing a word', async () => {
      const found = await source().listPosts({ page: 1, perPage: 5, search: 'marmalade' })
      expect(found.posts.map((post) => post.slug)).toEqual(['childrens-first-dental-visit'])
      expect(found.total).toBe(1)
    })

    it('reports when content last changed', async () => {
      const updated = await source().getLastUpdated()
      expect(updated && Date.parse(updated)).toBeGreaterThan(Date.parse('2025-01-01'))
    })

    it('lists the team in order, each registrant with a GDC number and every qualification with its country', async () => {
      const team = await source().listTeam()
      expect(team.map((member) => member.slug).slice(0, 4)).toEqual(['eleanor-marsh', 'rohan-mehta', 'sophie-turner', 'daniel-okafor'])
      expect(team.length).toBeGreaterThanOrEqual(8)
      const registrants = team.filter((member) => member.gdcNumber !== undefined)
      expect(registrants.length).toBeGreaterThanOrEqual(6)
      for (const member of registrants) {
        expect(member.gdcNumber, member.name).toMatch(/^\d{4,7}$/)
        expect(member.qualifications.length, member.name).toBeGreaterThan(0)
      }
      for (const member of team) {
        for (const qualification of member.qualifications) expect(qualification.country, `${member.name} ${qualification.name}`).not.toBe('')
        expect(member.bio.length, member.name).toBeGreaterThan(60)
        expect(member.bio, member.name).not.toMatch(/<|&amp;|&#/)
        expect(member.languages, member.name).toContain('English')
        expect(member.portrait?.url, member.name).toMatch(/\.(webp|jpe?g|png)$/)
      }
      const manager = team.find((member) => member.slug === 'laura-bennett')
      expect(manager?.gdcNumber).toBeUndefined()
      expect(team.find((member) => member.slug === 'rohan-mehta')?.qualifications.map((q) => q.country)).toEqual(['India', 'United Kingdom'])
    })

    it('serves the practice model: a group of clinics, one main, each treatment and fee line naming what exists', async () => {
      const practice = await source().getPractice()
      expect(practice.group.clinics.length).toBeGreaterThanOrEqual(3)
      expect(practice.group.clinics.filter((clinic) => clinic.main)).toHaveLength(1)
      const team = new Set((await source().listTeam()).map((member) => member.slug))
      expect(practiceProblems(practice, [...team])).toEqual([])
      expect(practice.treatments.find((treatment) => treatment.slug === 'veneers')?.options.length).toBeGreaterThan(0)
    })

    it("says 'specialist' only of members on a GDC specialist list", async () => {
      const team = await source().listTeam()
      expect(team.filter((member) => member.specialistList).map((member) => [member.slug, member.specialistList])).toEqual([['daniel-okafor', 'Endodontics']])
      for (const member of team.filter((member) => !member.specialistList)) {
        expect(mentionsSpecialist(`${member.role} ${member.bio}`), member.name).toBe(false)
      }
    })
  })
}
