import path from 'node:path'
import { ESLint } from 'eslint'

/** The project's own lint configuration, run on deliberately wrong imports in each layer. */
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('no-restricted-imports') || message.ruleId?.startsWith('structure/')).map((message) => message.message)
}

describe('layer rules of npm run lint', () => {
  it('refuses a content module importing a component', async () => {
    const found = await problems('src/content/example.ts', "import { Header } from '@/components/layout/header'\nexport const x = Header\n")
    expect(found.join('\n')).toMatch(/below the UI/)
  })

  it('refuses a component importing a route', async () => {
    const found = await problems('src/components/example.tsx', "import Page from '@/app/page'\nexport const x = Page\n")
    expect(found.join('\n')).toMatch(/below the routes/)
  })

  it("refuses a route importing another route's files", async () => {
    const found = await problems('src/app/categories/example.tsx', "import { fragments } from '../[slug]/fragments'\nexport const x = fragments\n")
    expect(found.join('\n')).toMatch(/no other route's files/)
  })

  it('refuses finance importing anything of the project', async () => {
    const found = await problems('src/finance/example.ts', "import { practice } from '@/site/practice'\nexport const x = practice\n")
    expect(found.join('\n')).toMatch(/pure arithmetic/)
  })

  it('refuses a client component reaching a server-only module, naming the chain', async () => {
    const found = await problems('src/components/example.tsx', "'use client'\nimport { getPage } from '@/content'\nexport const x = getPage\n")
    expect(found.join('\n')).toMatch(/cannot run in the browser: content\/index\.ts/)
  })

  it('lets a client component import server actions and types', async () => {
    const found = await problems(
      'src/components/example.tsx',
      "'use client'\nimport { submitEnquiry } from '@/forms/actions'\nimport type { Page } from '@/content'\nexport const x = [submitEnquiry] as Page[] | unknown[]\n",
    )
    expect(found).toEqual([])
  })

  it('accepts the layers in order', async () => {
    const found = await problems('src/components/example.tsx', "import { getPage } from '@/content'\nimport { practice } from '@/site/practice'\nexport const x = [getPage, practice]\n")
    expect(found).toEqual([])
  })
})
