import path from 'node:path'
import { buildSeo, firstParagraph, stripTags } from '../seo'
import type { Category, ContentSource, Page, Post, PostPage, TeamMember } from '../types'
import type { Practice } from '@/practice/model'
import { pageFile, postFile, readCategories, readMarkdownDir, readTeam } from './files'
import { readPractice } from './practice'
import { searchMatches } from './search'
import { contentGeneration } from '../generation'

interface Library {
  readonly pages: Map<string, Page>
  /** Newest first, as WordPress lists them. */
  readonly posts: Post[]
  readonly bodies: Map<string, string>
  readonly categories: Category[]
  readonly team: TeamMember[]
  readonly practice: Practice
}

async function loadLibrary(dir: string): Promise<Library> {
  const [pageFiles, postFiles, categoryRows, teamRows] = await Promise.all([
    readMarkdownDir(path.join(dir, 'pages'), pageFile),
    readMarkdownDir(path.join(dir, 'posts'), postFile),
    readCategories(dir),
    readTeam(dir),
  ])
  const team = teamRows.map(({ portrait, portraitAlt, ...member }): TeamMember => ({
    ...member,
    portrait: portrait ? { url: portrait, alt: portraitAlt ?? `Illustrated portrait of ${member.name}`, width: 480, height: 480 } : undefined,
  }))
  const categories: Category[] = categoryRows.map((row) => ({
    ...row,
    seo: buildSeo({ fields: { title: `${row.name} | Blog`, description: row.description ?? '' } }),
  }))
  const idOf = new Map(categories.map((category) => [category.slug, category.id]))

  const pages = new Map(
    pageFiles.map(({ slug, data, html }): [string, Page] => [
      slug,
      { slug, title: data.title, html, modified: data.modified, seo: buildSeo({ fields: data.seo, fallbackDescription: firstParagraph(html) }) },
    ]),
  )
  const sorted = [...postFiles].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug))
  const posts = sorted.map(({ slug, data, html }, index): Post => {
    const unknown = data.categories.filter((category) => !idOf.has(category))
    if (unknown.length > 0) throw new Error(`content/posts/${slug}.md names unknown categories: ${unknown.join(', ')}`)
    const image = data.image ? { url: data.image, alt: data.imageAlt ?? data.title, width: 1200, height: 800 } : undefined
    return {
      id: sorted.length - index,
      slug,
      title: data.title,
      excerpt: data.excerpt,
      html,
      date: data.date,
      modified: data.modified ?? data.date,
      image,
      categoryIds: data.categories.map((category) => idOf.get(category) ?? 0),
      seo: buildSeo({ fields: data.seo, fallbackDescription: data.excerpt, ogImage: image }),
    }
  })
  const bodies = new Map(posts.map((post) => [post.slug, `${post.excerpt} ${stripTags(post.html)}`]))
  const practice = await readPractice(dir, team.map((member) => member.slug))
  return { pages, posts, bodies, categories, team, practice }
}

/** The embedded adapter: the repo's content/ folder, read once per process and again after content:refresh. */
export function createEmbeddedSource(dir: string): ContentSource {
  let library: Promise<Library> | undefined
  let generation = contentGeneration()
  const load = () => {
    if (generation !== contentGeneration()) {
      generation = contentGeneration()
      library = undefined
    }
    return (library ??= loadLibrary(dir))
  }

  function paginate(posts: readonly Post[], page: number, perPage: number): PostPage {
    return { posts: posts.slice((page - 1) * perPage, page * perPage), total: posts.length, page, perPage }
  }

  return {
    name: 'embedded',
    async getPage(slug) {
      return (await load()).pages.get(slug) ?? null
    },
    async listPages() {
      return [...(await load()).pages.values()].map(({ slug, modified, seo }) => ({ slug, ...(modified ? { modified } : {}), ...(seo.noindex ? { noindex: true } : {}) }))
    },
    async listPosts({ page, perPage, categoryId, search }) {
      const { posts, bodies } = await load()
      let selected = categoryId === undefined ? posts : posts.filter((post) => post.categoryIds.includes(categoryId))
      if (search !== undefined) {
        selected = searchMatches(selected, search, (post) => ({ title: post.title, body: bodies.get(post.slug) ?? '' }))
          .sort((a, b) => b.score - a.score || b.item.date.localeCompare(a.item.date))
          .map(({ item }) => item)
      }
      return paginate(selected, page, perPage)
    },
    async getPost(slug) {
      return (await load()).posts.find((post) => post.slug === slug) ?? null
    },
    async listCategories(perPage) {
      return (await load()).categories.slice(0, perPage)
    },
    async getCategory(slug) {
      return (await load()).categories.find((category) => category.slug === slug) ?? null
    },
    async getLastUpdated() {
      const { pages, posts } = await load()
      const dates = [...pages.values()].map((page) => page.modified).concat(posts.map((post) => post.modified))
      return dates.filter((date): date is string => Boolean(date)).sort().at(-1) ?? null
    },
    async getPractice() {
      return (await load()).practice
    },
    async listTeam() {
      return (await load()).team
    },
  }
}
