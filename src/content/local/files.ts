import fs from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import { marked } from 'marked'
import { z } from 'zod'
import { gdcNumber, qualification, specialistList } from '../team'

/** The embedded content files (see docs/content-guide.md), validated when read. */

const isoDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: `not a date: ${String(value)}` })
    return z.NEVER
  }
  return date.toISOString()
})

const seoFields = z.record(z.string(), z.union([z.string(), z.number()])).default({})

export const pageFile = z.object({
  title: z.string().min(1),
  modified: isoDate.optional(),
  seo: seoFields,
})

export const postFile = z.object({
  title: z.string().min(1),
  date: isoDate,
  modified: isoDate.optional(),
  excerpt: z.string().min(1),
  categories: z.array(z.string()).default([]),
  image: z.string().startsWith('/').optional(),
  imageAlt: z.string().optional(),
  seo: seoFields,
})

export const categoriesFile = z.array(
  z.object({ id: z.number().int().positive(), slug: z.string().min(1), name: z.string().min(1), description: z.string().optional() }),
)

export const teamFile = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    role: z.string().min(1),
    gdcNumber: gdcNumber.optional(),
    specialistList: specialistList.optional(),
    qualifications: z.array(qualification),
    bio: z.string().min(1),
    languages: z.array(z.string().min(1)).min(1),
    portrait: z.string().startsWith('/').optional(),
    portraitAlt: z.string().optional(),
  }),
)

export interface ParsedFile<T> {
  readonly slug: string
  readonly data: T
  readonly html: string
  readonly text: string
}

async function markdownFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names.filter((name) => name.endsWith('.md')).sort()
}

export async function readMarkdownDir<T>(dir: string, schema: z.ZodType<T>): Promise<ParsedFile<T>[]> {
  const names = await markdownFiles(dir)
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name)
      const { data, content } = matter(await fs.readFile(file, 'utf8'))
      const parsed = schema.safeParse(data)
      if (!parsed.success) throw new Error(`${file}: invalid front matter\n${z.prettifyError(parsed.error)}`)
      const html = await marked.parse(content, { gfm: true })
      return { slug: name.replace(/\.md$/, ''), data: parsed.data, html, text: content }
    }),
  )
}

/** A JSON list beside the Markdown folders (categories.json, team.json): none is an empty list. */
async function readJsonList<T>(dir: string, name: string, schema: z.ZodType<T>): Promise<T> {
  const file = path.join(dir, name)
  const raw = await fs.readFile(file, 'utf8').catch(() => '[]')
  const parsed = schema.safeParse(JSON.parse(raw))
  if (!parsed.success) throw new Error(`${file}: invalid content\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

export const readCategories = (dir: string) => readJsonList(dir, 'categories.json', categoriesFile)

export const readTeam = (dir: string) => readJsonList(dir, 'team.json', teamFile)
