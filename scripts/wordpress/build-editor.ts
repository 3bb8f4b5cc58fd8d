/**
 * Builds the practice editor (issue 36) into the must-use plugin, the ecosystem's way: each
 * `@wordpress/<package>` import becomes WordPress's own `wp.<package>` global and `react` its
 * `React` (WordPress 6.1 ships React 17 and components 21; neither the site's React 19 nor a newer
 * package is ever bundled), and each entry gets an `.asset.php` with the script handles WordPress
 * enqueues it after, as @wordpress/dependency-extraction-webpack-plugin writes them. Beside them,
 * the England and Wales bank holidays the closures panel lists for reference, from the same
 * `date-holidays` rules the site uses (src/practice/closures.ts).
 *
 *   npm run wp:editor            writes wordpress/mu-plugins/larkspur-practice/build/
 * build-editor.test.ts fails when what is checked in differs from what this writes.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { bankHolidays } from '../../src/practice/closures'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const OUT_DIR = join(root, 'wordpress/mu-plugins/larkspur-practice/build')
const ENTRIES = { editor: 'wordpress/editor/editor.tsx', settings: 'wordpress/editor/settings.tsx' } as const
/** The years the closures panel can show: from the year the editor was written to well after. */
export const HOLIDAY_YEARS = { from: 2026, through: 2035 } as const

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** `@wordpress/core-data` → `wp.coreData` (handle `wp-core-data`); `react` → `React` (handle `react`). */
function wordpressGlobals(handles: Set<string>): Plugin {
  return {
    name: 'wordpress-globals',
    setup(context) {
      context.onResolve({ filter: /^(@wordpress\/[a-z-]+|react|react-dom)$/ }, (args) => ({ path: args.path, namespace: 'wp-global' }))
      context.onLoad({ filter: /.*/, namespace: 'wp-global' }, (args) => {
        const wpPackage = args.path.startsWith('@wordpress/') ? args.path.slice('@wordpress/'.length) : null
        handles.add(wpPackage ? `wp-${wpPackage}` : args.path)
        const global = wpPackage ? `window.wp.${camel(wpPackage)}` : args.path === 'react' ? 'window.React' : 'window.ReactDOM'
        return { contents: `module.exports = ${global}`, loader: 'js' }
      })
    },
  }
}

const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** The files the build writes, by name under OUT_DIR, without writing them. */
export async function buildEditor(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const handles = new Set<string>()
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2019',
      minify: true,
      legalComments: 'none',
      jsx: 'transform',
      jsxFactory: 'React.createElement',
      jsxFragment: 'React.Fragment',
      plugins: [wordpressGlobals(handles)],
      logLevel: 'silent',
    })
    const code = result.outputFiles[0]?.text ?? ''
    const dependencies = [...handles].sort()
    const version = createHash('sha256').update(code).digest('hex').slice(0, 20)
    files.set(`${name}.js`, code)
    files.set(`${name}.asset.php`, `<?php return array('dependencies' => array(${dependencies.map(phpString).join(', ')}), 'version' => ${phpString(version)});\n`)
  }
  const holidays = bankHolidays(`${HOLIDAY_YEARS.from}-01-01`, `${HOLIDAY_YEARS.through}-12-31`).map(({ date }) => date)
  // The names as date-holidays gives them are not kept by bankHolidays: the panel says "Bank holiday".
  files.set('bank-holidays.json', `${JSON.stringify(holidays)}\n`)
  return files
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await buildEditor()
  mkdirSync(OUT_DIR, { recursive: true })
  for (const [name, text] of files) writeFileSync(join(OUT_DIR, name), text)
  console.log(`wrote ${[...files.keys()].join(', ')} into ${OUT_DIR}`)
}
