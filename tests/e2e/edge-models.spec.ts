import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { routes } from '../../src/site/routes'
import { startSite } from '../fakes/site-server'
import { clinicPaths } from './clinic-paths'
import { accepts, edgeModels, type Files } from './edge-models'
import { expect, test } from './fixtures'

/**
 * The property test of issue 44: no model the check accepts makes a page answer 500. Each edge
 * model (edge-models.ts: the embedded one with fields pushed to the edges of what the check accepts,
 * with fixed seeds) is written to a copy of content/, served by a production server of the build
 * the browser suite made (dist, or ASTRO_OUT_DIR) with CONTENT_DIR pointing there, and every route
 * of the registry, each clinic's page and each blog post is asked for. One server at a time: four
 * models on two cores take about a minute.
 */
const contentDir = path.join(process.cwd(), 'content')
const posts = (await readdir(path.join(contentDir, 'posts'))).filter((file) => file.endsWith('.md')).map((file) => `/blog/${file.slice(0, -'.md'.length)}`)
const paths = [...routes.map((route) => `/${route.path}`), ...clinicPaths, ...posts]

async function contentWith(files: Files): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'edge-model-'))
  await cp(contentDir, dir, { recursive: true })
  for (const [name, value] of Object.entries(files)) await writeFile(path.join(dir, 'practice', `${name}.json`), JSON.stringify(value, null, 2))
  return dir
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

for (const { name, files, witness } of edgeModels()) {
  test(`a model with ${name}: every registry route answers 200`, async () => {
    expect(accepts(files), 'the check accepts the model').toBe(true)
    const dir = await contentWith(files)
    const site = await startSite({ CONTENT_DIR: dir })
    try {
      const failed: string[] = []
      for (const page of paths) {
        const response = await fetch(`${site.base}${page}`, { redirect: 'manual' })
        await response.arrayBuffer()
        if (response.status !== 200) failed.push(`${page} ${response.status}`)
      }
      expect(failed, site.output().slice(-2000)).toEqual([])
      const shown = await (await fetch(`${site.base}${witness.path}`)).text()
      expect(shown.includes(witness.text), `${witness.path} shows "${witness.text}": the server reads the edge model`).toBe(true)
    } finally {
      await site.stop()
      await rm(dir, { recursive: true, force: true })
    }
  })
}
