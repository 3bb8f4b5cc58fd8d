import { findProblems, numberedSections, type Repository } from './references'

const sections = numberedSections('# Requirements\n\n## 1. What it does\n\n## 2. Screens and routes\n')
const files: Record<string, number> = {
  'docs/requirements.md': 600,
  'docs/security.md': 80,
  'docs/decisions/010-islands.md': 140,
  'src/site/booking.ts': 40,
  'src/components/frame/frame-script.ts': 60,
  'astro.config.mjs': 120,
}
const folders = ['public', 'docs', 'docs/decisions', 'src', 'src/site', 'src/components', 'src/components/frame', 'tests', 'tests/e2e']
const repository: Repository = {
  exists: (path) => path in files || folders.includes(path),
  lineCount: (path) => files[path],
}
const whys = (file: string, source: string) => findProblems(file, source, repository, sections).map((problem) => [problem.line, problem.why])

describe('references in comments', () => {
  it('accepts citations of repository documents and their sections', () => {
    expect(whys('src/a.ts', '/** docs/requirements.md §2: the header. See docs/security.md. */')).toEqual([])
  })

  it('refuses a document outside the repository', () => {
    expect(whys('src/a.ts', '// SPEC section 2: the header\n// see ../shared/ARCHITECTURE.md')).toEqual([
      [1, 'cites a document outside the repository'],
      [2, 'cites a document outside the repository'],
    ])
  })

  it('refuses a missing document and a section the requirements do not have', () => {
    expect(whys('src/a.ts', '// docs/gone.md\n// docs/requirements.md §12').map(([, why]) => why)).toEqual([
      'cites docs/gone.md, which does not exist',
      'cites §12, which docs/requirements.md does not have',
    ])
  })
})

describe('repository paths in comments', () => {
  it('accepts a cited file or folder that exists, with or without a line', () => {
    const source = '/**\n * src/site/booking.ts:12 and tests/e2e/, as astro.config.mjs says (docs/decisions/).\n */\nexport const x = 1\n'
    expect(whys('src/a.ts', source)).toEqual([])
  })

  it('refuses a cited file that is gone, a Next.js-era config, and a line past the end', () => {
    const source = '// Served by src/app/[slug]/page.tsx.\nconst x = 1 // next.config.ts inlines it\n/* src/site/booking.ts:41 */\n'
    expect(whys('src/a.ts', source)).toEqual([
      [1, 'cites src/app/[slug]/page.tsx, which does not exist'],
      [2, 'cites next.config.ts, which does not exist'],
      [3, 'cites src/site/booking.ts:41, but it has 40 lines'],
    ])
  })

  it('reads paths relative to the citing file', () => {
    const source = '// ./frame-script.ts adds the focus trap; ./gone.ts did once; ../../site/booking.ts reads the link.'
    expect(whys('src/components/frame/header.tsx', source)).toEqual([[1, 'cites src/components/frame/gone.ts, which does not exist']])
  })

  it('reads only comments in code: strings, globs, imports and URLs are not citations', () => {
    const source = [
      "import { x } from './gone'",
      "const files = ['src/app/**/*.tsx', 'src/gone.ts']",
      "const url = 'https://example.com/wp-content/uploads/x.png' // an upload under public/ stays",
      "const jsx = <p>{/* src/app/page.tsx rendered this */}</p>",
    ].join('\n')
    expect(whys('src/a.tsx', source)).toEqual([[4, 'cites src/app/page.tsx, which does not exist']])
  })

  it('reads the comments of an .astro file: frontmatter, template, script and style', () => {
    const source = [
      '---',
      '// src/gone/frontmatter.ts',
      "const path = 'src/gone/string.ts'",
      '---',
      '<!-- src/gone/html.astro -->',
      '<p>src/gone/text.ts is text shown to visitors, not a comment</p>',
      '{/* src/gone/expression.tsx */}',
      '<script>',
      '  // src/gone/script.ts',
      '</script>',
      '<style>',
      '  /* src/gone/style.css */',
      '</style>',
    ].join('\n')
    expect(whys('src/pages/a.astro', source)).toEqual([
      [2, 'cites src/gone/frontmatter.ts, which does not exist'],
      [5, 'cites src/gone/html.astro, which does not exist'],
      [7, 'cites src/gone/expression.tsx, which does not exist'],
      [9, 'cites src/gone/script.ts, which does not exist'],
      [12, 'cites src/gone/style.css, which does not exist'],
    ])
  })

  it('reads every line of the docs, Markdown links included, and not names above the root', () => {
    const source = [
      'Headers come from [`src/site/booking.ts`](../../src/site/booking.ts) and [decision 010](010-islands.md#why).',
      '`next.config.ts` sent them, see [the old one](../../src/app/layout.tsx) and [gone](011-gone.md).',
      'A file named `../../../etc/passwd` is refused; the original is ../shared/ARCHITECTURE.md; https://astro.build/docs/ is theirs.',
    ].join('\n')
    expect(whys('docs/decisions/007-security-headers.md', source)).toEqual([
      [2, 'cites next.config.ts, which does not exist'],
      [2, 'cites src/app/layout.tsx, which does not exist'],
      [2, 'cites docs/decisions/011-gone.md, which does not exist'],
    ])
  })
})
