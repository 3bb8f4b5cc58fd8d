import fs from 'node:fs'
import path from 'node:path'
import { findRoute } from '@/site/routes'
import { formsHostedAt, hostsForm, OWN_PAGES_WITHOUT_FORMS, PAGE_FORMS } from './form-hosts'

const pages = path.resolve(import.meta.dirname, '../pages')

test('each page form is hosted only where its page renders it, and the pages render it only there', () => {
  const rendered: Record<string, string> = {}
  for (const file of fs.readdirSync(pages).filter((name) => name.endsWith('.astro'))) {
    const form = /<PageForm[^>]*\bform="([a-z]+)"/.exec(fs.readFileSync(path.join(pages, file), 'utf8'))?.[1]
    if (form) rendered[file.replace(/\.astro$/, '')] = form
  }
  expect(rendered).toEqual(PAGE_FORMS)
  expect(formsHostedAt('/referring-dentists')).toEqual(['enquiry', 'referral'])
  expect(formsHostedAt('/contact-us/')).toEqual(['enquiry', 'contact'])
  for (const page of ['/', '/fees', '/veneers', '/contact-us', '/our-clinics/slough', '/blog', '/search']) expect(hostsForm(page, 'referral'), page).toBe(false)
})

test('the enquiry form is where the get-in-touch block is: not on content-only pages, the blog or pages of their own without it', () => {
  for (const page of ['/', '/fees', '/veneers', '/our-clinics', '/our-clinics/slough', '/getintouch', '/a-page-only-the-cms-knows']) expect(hostsForm(page, 'enquiry'), page).toBe(true)
  for (const page of ['/complaints-procedure', '/cookies', '/blog', '/blog/some-post', '/categories', '/search', '/404', '/api/revalidate', '/_image']) expect(hostsForm(page, 'enquiry'), page).toBe(false)
})

test('every page of its own under src/pages that a CMS slug could name is in the registry or listed as showing no form', () => {
  for (const entry of fs.readdirSync(pages)) {
    const name = entry.replace(/\.(astro|ts)$/, '')
    if (name === 'index' || name.startsWith('[') || !/^[a-z0-9][a-z0-9-]*$/.test(name) || findRoute(name)) continue
    expect(OWN_PAGES_WITHOUT_FORMS.has(name), name).toBe(true)
  }
})
