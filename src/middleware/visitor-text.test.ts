import { visitorInputs, withoutVisitorText } from './visitor-text'

test('what a visitor typed: the query’s values as typed and as the search folds them, a form answer’s strings; not a page number', () => {
  const url = new URL('http://site.test/search?search=%20best%20%20dentist%20&page=2')
  expect(visitorInputs(url, { values: { name: 'Ann O’Neil' } })).toEqual(expect.arrayContaining([' best  dentist ', 'best dentist', 'Ann O’Neil']))
  expect(visitorInputs(url, undefined)).not.toContain('2')
})

test('every spelling of it is taken out of the page: as is, escaped by Astro or React, in island props, in a link', () => {
  const typed = `Tom's "0% APR" <deal> & more`
  const page = [
    `<h1>Results for ${typed.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')}</h1>`,
    `<p>${typed.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')}</p>`,
    `<astro-island props="${JSON.stringify({ q: [0, typed] }).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;')}"></astro-island>`,
    `<a href="/search?${new URLSearchParams({ search: typed })}">next</a>`,
  ].join('')
  const left = withoutVisitorText(page, [typed])
  expect(left).not.toMatch(/0%|APR|deal/)
  expect(left).toContain('<h1>Results for')
})
