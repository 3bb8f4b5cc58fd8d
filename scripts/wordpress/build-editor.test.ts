import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildEditor, OUT_DIR } from './build-editor'

describe('the practice editor built into the plugin', () => {
  it('is what the sources build today (run `npm run wp:editor` after changing wordpress/editor/)', async () => {
    const files = await buildEditor()
    for (const [name, text] of files) {
      const path = join(OUT_DIR, name)
      expect(existsSync(path), `${path} is missing`).toBe(true)
      expect(readFileSync(path, 'utf8'), `${path} is stale`).toBe(text)
    }
  }, 60_000)

  it('leaves React and the WordPress packages to WordPress, and names them for it to enqueue first', async () => {
    const files = await buildEditor()
    const asset = files.get('editor.asset.php') ?? ''
    expect(asset).toMatch(/'dependencies' => array\([^)]*'wp-blocks'/)
    expect(asset).toMatch(/'react'/)
    // No copy of React itself: its reconciler's error text would be in the bundle.
    expect(files.get('editor.js')).not.toMatch(/Minified React error|__SECRET_INTERNALS/)
  }, 60_000)
})
