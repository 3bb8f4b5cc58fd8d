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

  it('refuses a component importing a page or a layout', async () => {
    const found = await problems('src/components/example.tsx', "import Page from '@/pages/index.astro'\nimport Layout from '@/layouts/site-layout.astro'\nexport const x = [Page, Layout]\n")
    expect(found.join('\n')).toMatch(/below the pages and layouts/)
    expect(found).toHaveLength(2)
  })

  it("refuses a page importing another page's files", async () => {
    const found = await problems('src/pages/categories/example.ts', "import { GET } from '../robots.txt'\nexport const x = GET\n")
    expect(found.join('\n')).toMatch(/no other page's files/)
  })

  it('refuses finance importing anything of the project', async () => {
    const found = await problems('src/finance/example.ts', "import { siteFacts } from '@/practice/site-facts'\nexport const x = siteFacts\n")
    expect(found.join('\n')).toMatch(/pure arithmetic/)
  })

  // src/pages/finance.astro renders the calculator panel with client:afterload: it is an island.
  it('refuses an island reaching a server-only module, naming the chain', async () => {
    const found = await problems('src/components/finance/calculator-panel.tsx', "import { contentSource } from '@/content/source'\nexport const x = contentSource\n")
    expect(found.join('\n')).toMatch(/cannot run in the browser: content\/source\.ts imports 'server-only'/)
  })

  it("refuses a Node built-in in the frame's module, which the layout's loader imports after load", async () => {
    const found = await problems('src/components/frame/frame-script.ts', "import fs from 'node:fs'\nexport const x = fs\n")
    expect(found.join('\n')).toMatch(/Browser module imports 'node:fs'/)
  })

  it("refuses a Node built-in in a module an .astro <script> bundles (the frame's loader)", async () => {
    const found = await problems('src/components/frame/frame-after-load.ts', "import fs from 'node:fs'\nexport const x = fs\n")
    expect(found.join('\n')).toMatch(/Browser module imports 'node:fs'/)
  })

  it('lets an island call actions and import types, and a module no island loads import server code', async () => {
    const island = "import { actions } from 'astro:actions'\nimport type { Page } from '@/content/types'\nexport const x = [actions] as Page[] | unknown[]\n"
    expect(await problems('src/components/finance/calculator-panel.tsx', island)).toEqual([])
    expect(await problems('src/components/example.tsx', "import { contentSource } from '@/content/source'\nexport const x = contentSource\n")).toEqual([])
  })

  it('accepts the layers in order', async () => {
    const found = await problems('src/components/example.tsx', "import { contentSource } from '@/content/source'\nimport { siteFacts } from '@/practice/site-facts'\nexport const x = [contentSource, siteFacts]\n")
    expect(found).toEqual([])
  })
})
