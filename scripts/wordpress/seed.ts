/**
 * Seeds a running harness WordPress (scripts/wordpress/start.sh) from the repo's embedded content,
 * so the WordPress adapter and the embedded adapter show the same site.
 *
 *   npx tsx scripts/wordpress/seed.ts [PORT]
 *
 * Env: WP_PORT (default 8089), CONTENT_DIR (default <repo>/content), PUBLIC_DIR (default <repo>/public).
 *
 * - content/categories.json      → categories (same slugs, names, descriptions; "Uncategorized" removed)
 * - content/pages/{slug}.md      → published pages (title, slug, modified date; Markdown → HTML → blocks)
 * - content/posts/{slug}.md      → published posts (title, slug, excerpt, date, modified, categories,
 *                                  featured image uploaded from PUBLIC_DIR + `image` as a media attachment)
 * - the `fees` page also gets an absolute link and an <img> on the WordPress host (link-rewriting tests),
 *   and a <script> and an onerror handler (the browser tests check neither reaches the page)
 * - `sanitiser-test` page: hostile HTML saved unfiltered by the administrator (sanitiser tests)
 * - users besides the administrator, with the logins and passwords of users.ts (a Practice manager,
 *   an Editor, an Author), for the rights tests (issue 36)
 *
 * The work is done by seed.php (php-cli including wp-load.php) from a JSON payload written here.
 * Re-running it replaces the earlier seed.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import matter from 'gray-matter'
import { marked, type Token } from 'marked'
import { readTeam as readTeamFile } from '../../src/content/local/files'
import { installPracticePlugin, installTeamPlugin } from './install-publish'
import { usersToSeed, type HarnessUser } from './users'

const execFileAsync = promisify(execFile)

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url))
export const REPO_ROOT = path.resolve(SCRIPT_DIR, '..', '..')

export interface SeedOptions {
  port?: number
  contentDir?: string
  publicDir?: string
  /** Page that gets the absolute link and <img> on the WordPress host. */
  linkTestPageSlug?: string
  /**
   * false: WordPress as a practice may already run it, with none of our must-use plugins (no team
   * post type): the team is not seeded (issue 23, point 9). Default true.
   */
  withPlugins?: boolean
  log?: (message: string) => void
}

export interface SeedSummary {
  baseUrl: string
  categories: Record<string, number>
  pages: number
  posts: number
  media: number
  placeholderImages: string[]
  seconds: number
}

interface ImageSpec {
  file: string
  name: string
  alt: string
  title: string
}

interface PageItem {
  slug: string
  title: string
  content: string
  dateGmt: string | null
  modifiedGmt: string | null
  menuOrder?: number
  /** Post meta to store with a page: Yoast's own noindex key for a page whose front matter asks for it. */
  meta?: Record<string, string>
}

interface PostItem extends PageItem {
  excerpt: string
  categories: string[]
  image: ImageSpec | null
}

interface TeamItem {
  slug: string
  title: string
  content: string
  menuOrder: number
  dateGmt: null
  modifiedGmt: null
  meta: {
    role: string
    gdc_number: string
    specialist_list: string
    qualifications: { name: string; awarded_by: string; country: string }[]
    languages: string[]
  }
  image: ImageSpec | null
}

interface CategoryItem {
  slug: string
  name: string
  description: string
  parentSlug?: string
}

interface SeedPayload {
  authorName: string
  categories: CategoryItem[]
  pages: PageItem[]
  posts: PostItem[]
  team: TeamItem[]
  /** content/practice's three files, for the larkspur-practice plugin; absent without our plugins. */
  practice?: Record<string, unknown>
  /** Users besides the administrator, with known passwords (users.ts), for the rights tests. */
  users?: HarnessUser[]
  linkTest: { pageSlug: string; pageTitle: string; html: string; image: ImageSpec } | null
  sanitiser: PageItem
  frontPageSlug: string
}

interface PhpSummary {
  categories: Record<string, number>
  posts: number
  pages: number
  media: number
  seconds: number
}

type FrontMatter = Record<string, unknown>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function str(data: FrontMatter, key: string): string | undefined {
  const value = data[key]
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return String(value)
  return undefined
}

/** YAML dates come back as Date objects; strings without a zone are taken as UTC. */
function toGmt(value: unknown, where: string): string | null {
  if (value === undefined || value === null || value === '') return null
  let date: Date
  if (value instanceof Date) {
    date = value
  } else if (typeof value === 'string') {
    const s = value.trim()
    date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) || /^\d{4}-\d\d-\d\d$/.test(s) ? s : `${s}Z`)
  } else {
    throw new Error(`${where}: unreadable date ${JSON.stringify(value)}`)
  }
  if (Number.isNaN(date.getTime())) throw new Error(`${where}: invalid date ${JSON.stringify(value)}`)
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Markdown → HTML, one block-editor block per top-level element. Content with blocks is rendered by
 * WordPress without wpautop (which would turn soft line breaks into <br>), like a real 6.x site.
 */
export function markdownToBlocks(markdown: string): string {
  const tokens = marked.lexer(markdown)
  const blocks: string[] = []
  for (const token of tokens) {
    if (token.type === 'space') continue
    const list: Token[] & { links: typeof tokens.links } = Object.assign([token], { links: tokens.links })
    const html = marked.parser(list).trim()
    if (html === '') continue
    blocks.push(wrapBlock(token, html))
  }
  return blocks.join('\n\n')
}

/**
 * A page body that is already block-editor markup (it opens with a block comment, as the block
 * test page of issue 30 does) is stored exactly as written, as the editor would have saved it;
 * anything else is Markdown.
 */
export function pageContent(body: string): string {
  const trimmed = body.trim()
  return trimmed.startsWith('<!-- wp:') ? trimmed : markdownToBlocks(body)
}

function wrapBlock(token: Token, html: string): string {
  switch (token.type) {
    case 'paragraph':
      return `<!-- wp:paragraph -->\n${html}\n<!-- /wp:paragraph -->`
    case 'heading': {
      const depth = 'depth' in token && typeof token.depth === 'number' ? token.depth : 2
      const attrs = depth === 2 ? '' : ` {"level":${depth}}`
      return `<!-- wp:heading${attrs} -->\n${html}\n<!-- /wp:heading -->`
    }
    case 'list': {
      const ordered = 'ordered' in token && token.ordered === true
      return `<!-- wp:list${ordered ? ' {"ordered":true}' : ''} -->\n${html}\n<!-- /wp:list -->`
    }
    default:
      return `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`
  }
}

async function listMarkdown(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const names = await readdir(dir)
  return names.filter((n) => n.endsWith('.md') && !n.startsWith('.') && !n.startsWith('_')).sort()
}

async function readFrontMatterFile(file: string): Promise<{ data: FrontMatter; body: string }> {
  const parsed = matter(await readFile(file, 'utf8'))
  const data: unknown = parsed.data
  return { data: isRecord(data) ? data : {}, body: parsed.content }
}

/** content/team.json → team member posts (the larkspur-team plugin's post type), portraits as featured images. */
async function readTeam(contentDir: string, publicDir: string): Promise<TeamItem[]> {
  const rows = await readTeamFile(contentDir)
  return rows.map((row, index) => {
    const file = row.portrait ? path.join(publicDir, row.portrait.replace(/^\/+/, '')) : null
    return {
      slug: row.slug,
      title: row.name,
      content: `<!-- wp:paragraph -->\n<p>${row.bio.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>\n<!-- /wp:paragraph -->`,
      menuOrder: index + 1,
      dateGmt: null,
      modifiedGmt: null,
      meta: {
        role: row.role,
        gdc_number: row.gdcNumber ?? '',
        specialist_list: row.specialistList ?? '',
        qualifications: row.qualifications.map((q) => ({ name: q.name, awarded_by: q.awardedBy, country: q.country })),
        languages: [...row.languages],
      },
      image:
        file && row.portrait && existsSync(file)
          ? { file, name: path.basename(row.portrait), alt: row.portraitAlt ?? `Illustrated portrait of ${row.name}`, title: row.name }
          : null,
    }
  })
}

async function readCategories(contentDir: string): Promise<CategoryItem[]> {
  const file = path.join(contentDir, 'categories.json')
  if (!existsSync(file)) return []
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'))
  if (!Array.isArray(raw)) throw new Error(`${file}: expected an array`)
  const byId = new Map<number, string>()
  for (const c of raw) {
    if (isRecord(c) && typeof c.id === 'number' && typeof c.slug === 'string') byId.set(c.id, c.slug)
  }
  return raw.map((c: unknown, i): CategoryItem => {
    if (!isRecord(c) || typeof c.slug !== 'string' || typeof c.name !== 'string') {
      throw new Error(`${file}[${i}]: needs slug and name`)
    }
    const parent = typeof c.parent === 'number' ? byId.get(c.parent) : typeof c.parent === 'string' ? c.parent : undefined
    return {
      slug: c.slug,
      name: c.name,
      description: typeof c.description === 'string' ? c.description : '',
      ...(parent ? { parentSlug: parent } : {}),
    }
  })
}

/** Draws a stand-in when a post's image has not been generated yet (npm run artwork). */
async function placeholderImage(dir: string, name: string, title: string): Promise<string> {
  const { default: sharp } = await import('sharp')
  const escaped = title.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="#1f4e5f"/><circle cx="1050" cy="120" r="220" fill="#2d6a7f"/>
<text x="80" y="330" font-family="DejaVu Sans, sans-serif" font-size="52" fill="#ffffff">${escaped}</text>
</svg>`
  const file = path.join(dir, name)
  const ext = path.extname(name).toLowerCase()
  let image = sharp(Buffer.from(svg))
  image = ext === '.png' ? image.png() : ext === '.jpg' || ext === '.jpeg' ? image.jpeg() : image.webp({ quality: 80 })
  await image.toFile(file)
  return file
}

function linkTestHtml(): string {
  return [
    // Hostile markup on a real route (stored raw): the browser tests check none of it runs.
    '<script>window.__cmsScriptRan = true</script>',
    '<p><img src="/nope.png" onerror="window.__cmsScriptRan = true" alt=""></p>',
    '<!-- wp:paragraph -->',
    '<p>Questions about any of these prices? <a href="{{HOME}}/contact-us/">Contact us</a> and our treatment coordinator will talk you through the costs.</p>',
    '<!-- /wp:paragraph -->',
    '',
    '<!-- wp:image {"id":{{IMAGE_ID}},"sizeSlug":"large","linkDestination":"none"} -->',
    '<figure class="wp-block-image size-large"><img src="{{IMAGE_URL}}" alt="{{IMAGE_ALT}}" class="wp-image-{{IMAGE_ID}}"/></figure>',
    '<!-- /wp:image -->',
    // An editor's account overreaching (issue 15): a frame asking for the camera, the site's own
    // utility classes and id for a fake overlay, and a plain external link.
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" title="Hostile video" allow="camera; microphone; autoplay"></iframe>',
    '<div class="fixed inset-0 z-50" id="main">Call 09000 000000 now</div>',
    '<p><a href="https://example.com/elsewhere">An external page</a></p>',
  ].join('\n')
}

function sanitiserHtml(): string {
  return [
    '<h2>Sanitiser test</h2>',
    '<p>This page holds hostile markup that the site must remove before rendering. Safe text like this paragraph, <strong>bold</strong> and <a href="/contact-us">a normal link</a> must survive.</p>',
    '<script>alert(1)</script>',
    '<p><img src=x onerror=alert(1)></p>',
    '<p><a href="javascript:alert(1)">x</a></p>',
    '<iframe src="https://evil.example/"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" title="Video"></iframe>',
    '<p>The end.</p>',
  ].join('\n')
}

export async function buildPayload(opts: {
  contentDir: string
  publicDir: string
  tmpDir: string
  linkTestPageSlug: string
  placeholders: string[]
}): Promise<SeedPayload> {
  const { contentDir, publicDir, tmpDir } = opts
  const categories = await readCategories(contentDir)
  const known = new Set(categories.map((c) => c.slug))

  const pages: PageItem[] = []
  const pagesDir = path.join(contentDir, 'pages')
  for (const name of await listMarkdown(pagesDir)) {
    const slug = name.slice(0, -3)
    const { data, body } = await readFrontMatterFile(path.join(pagesDir, name))
    const where = `pages/${name}`
    const modifiedGmt = toGmt(data.modified, where)
    pages.push({
      slug,
      title: str(data, 'title') ?? titleFromSlug(slug),
      content: pageContent(body),
      dateGmt: toGmt(data.date, where) ?? modifiedGmt,
      modifiedGmt,
      ...(typeof data.order === 'number' ? { menuOrder: data.order } : {}),
      // What Yoast stores for "Allow search engines to show this page? No": with Yoast installed
      // the page is noindex in WordPress as in the embedded content (the harness has no Yoast).
      ...(/\bnoindex\b/.test(String(isRecord(data.seo) ? data.seo.robots : '')) ? { meta: { '_yoast_wpseo_meta-robots-noindex': '1' } } : {}),
    })
  }

  const team = await readTeam(contentDir, publicDir)

  const posts: PostItem[] = []
  const postsDir = path.join(contentDir, 'posts')
  for (const name of await listMarkdown(postsDir)) {
    const slug = name.slice(0, -3)
    const { data, body } = await readFrontMatterFile(path.join(postsDir, name))
    const where = `posts/${name}`
    const title = str(data, 'title') ?? titleFromSlug(slug)
    const dateGmt = toGmt(data.date, where)
    const rawCats = data.categories
    const cats = (Array.isArray(rawCats) ? rawCats : typeof rawCats === 'string' ? [rawCats] : [])
      .filter((c): c is string => typeof c === 'string')
    for (const c of cats) {
      if (!known.has(c)) throw new Error(`${where}: category '${c}' is not in categories.json`)
    }
    let image: ImageSpec | null = null
    const imagePath = str(data, 'image')
    if (imagePath) {
      const fileName = path.basename(imagePath)
      let file = path.join(publicDir, imagePath.replace(/^\/+/, ''))
      if (!existsSync(file)) {
        file = await placeholderImage(tmpDir, fileName, title)
        opts.placeholders.push(imagePath)
      }
      image = { file, name: fileName, alt: str(data, 'imageAlt') ?? '', title }
    }
    posts.push({
      slug,
      title,
      content: markdownToBlocks(body),
      excerpt: str(data, 'excerpt') ?? '',
      dateGmt,
      modifiedGmt: toGmt(data.modified, where) ?? dateGmt,
      categories: cats,
      image,
    })
  }
  // Oldest first, so ids grow with dates like on a real site.
  posts.sort((a, b) => (a.dateGmt ?? '').localeCompare(b.dateGmt ?? '') || a.slug.localeCompare(b.slug))

  const linkPage = pages.find((p) => p.slug === opts.linkTestPageSlug)
  const firstImage = posts.find((p) => p.image !== null)?.image ?? null
  const linkImage: ImageSpec = firstImage ?? {
    file: await placeholderImage(tmpDir, 'larkspur-dental-care.webp', 'Larkspur Dental Care'),
    name: 'larkspur-dental-care.webp',
    alt: 'Larkspur Dental Care',
    title: 'Larkspur Dental Care',
  }

  return {
    authorName: 'Larkspur Dental Care',
    categories,
    pages,
    posts,
    team,
    linkTest: {
      pageSlug: opts.linkTestPageSlug,
      pageTitle: linkPage?.title ?? titleFromSlug(opts.linkTestPageSlug),
      html: linkTestHtml(),
      image: linkImage,
    },
    sanitiser: {
      slug: 'sanitiser-test',
      title: 'Sanitiser test',
      content: sanitiserHtml(),
      // A fixed date keeps recorded fixtures stable.
      dateGmt: '2026-01-05 09:00:00',
      modifiedGmt: '2026-01-05 09:00:00',
    },
    frontPageSlug: 'homepage',
  }
}

function isPhpSummary(value: unknown): value is PhpSummary {
  return isRecord(value) && isRecord(value.categories) && typeof value.posts === 'number' && typeof value.pages === 'number'
}

async function total(url: string): Promise<number> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return Number(res.headers.get('x-wp-total'))
}

export async function seedWordPress(options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now()
  const port = options.port ?? Number(process.env.WP_PORT ?? 8089)
  const contentDir = path.resolve(options.contentDir ?? process.env.CONTENT_DIR ?? path.join(REPO_ROOT, 'content'))
  const publicDir = path.resolve(options.publicDir ?? process.env.PUBLIC_DIR ?? path.join(REPO_ROOT, 'public'))
  const log = options.log ?? ((m: string) => console.error(`[wp-seed] ${m}`))
  const baseUrl = `http://127.0.0.1:${port}/wp-json/`

  const tmpDir = await mkdtemp(path.join(tmpdir(), 'wp-seed-'))
  try {
    const placeholders: string[] = []
    const payload = await buildPayload({
      contentDir,
      publicDir,
      tmpDir,
      linkTestPageSlug: options.linkTestPageSlug ?? 'fees',
      placeholders,
    })
    if (placeholders.length > 0) {
      log(`${placeholders.length} post image(s) missing under ${publicDir}; uploaded generated stand-ins: ${placeholders.join(', ')}`)
    }
    if (options.withPlugins === false) payload.team = []
    else {
      await installTeamPlugin(port)
      await installPracticePlugin(port)
      // The practice model as the embedded files hold it (content/practice), for the larkspur-practice plugin.
      // finance.json (issue 35) is optional: a content dir without it seeds no finance record.
      const files = ['group', 'treatments', 'fees', ...(existsSync(path.join(contentDir, 'practice', 'finance.json')) ? ['finance'] : [])]
      payload.practice = Object.fromEntries(
        await Promise.all(files.map(async (name) => [name, JSON.parse(await readFile(path.join(contentDir, 'practice', `${name}.json`), 'utf8')) as unknown] as const)),
      )
    }
    payload.users = usersToSeed(options.withPlugins !== false)
    const payloadFile = path.join(tmpDir, 'payload.json')
    await writeFile(payloadFile, JSON.stringify(payload))

    const { stdout } = await execFileAsync('php', ['-d', 'memory_limit=1024M', path.join(SCRIPT_DIR, 'seed.php'), payloadFile], {
      env: { ...process.env, WP_HARNESS_PORT: String(port) },
      maxBuffer: 16 * 1024 * 1024,
    })
    const lastLine = stdout.trim().split('\n').pop() ?? ''
    const parsed: unknown = JSON.parse(lastLine)
    if (!isPhpSummary(parsed)) throw new Error(`seed.php printed an unexpected summary: ${lastLine}`)

    // Check through the REST API that everything is visible.
    const pageTotal = await total(`${baseUrl}wp/v2/pages?per_page=1`)
    const postTotal = await total(`${baseUrl}wp/v2/posts?per_page=1`)
    if (pageTotal !== parsed.pages) throw new Error(`REST lists ${pageTotal} pages, seeded ${parsed.pages}`)
    if (postTotal !== payload.posts.length) throw new Error(`REST lists ${postTotal} posts, seeded ${payload.posts.length}`)

    const summary: SeedSummary = {
      baseUrl,
      categories: Object.fromEntries(Object.entries(parsed.categories).map(([k, v]) => [k, Number(v)])),
      pages: parsed.pages,
      posts: parsed.posts,
      media: parsed.media,
      placeholderImages: placeholders,
      seconds: (Date.now() - started) / 1000,
    }
    log(`seeded ${summary.pages} pages, ${summary.posts} posts, ${Object.keys(summary.categories).length} categories, ${summary.media} media in ${summary.seconds.toFixed(1)} s`)
    return summary
  } finally {
    await rm(tmpDir, { recursive: true, force: true })
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href
if (invokedDirectly) {
  const arg = process.argv[2]
  seedWordPress(arg ? { port: Number(arg) } : {}).then(
    (summary) => console.log(JSON.stringify(summary, null, 2)),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err)
      process.exit(1)
    },
  )
}
