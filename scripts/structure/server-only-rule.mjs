// ESLint rule: a module that runs in the browser may not import, directly or through other project
// modules, a module that declares itself server-only (`import 'server-only'`) or a Node built-in.
// The browser's entry modules are the islands (a component an .astro file renders with a `client:`
// directive) and what an .astro file's bundled `<script>` imports; everything they import runs there too.
// The build would fail on it (astro.config.mjs, serverOnly); the lint names the import at once, in the editor.
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(import.meta.dirname, '../../src')
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** The project file an import specifier names, or null for packages. */
export function resolveProjectImport(specifier, fromFile) {
  let base
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  else return null
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension
  return null
}

// Value imports (type-only imports vanish at compile time) and re-exports of one source text.
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function valueImports(source) {
  return [...source.matchAll(IMPORT)].map((match) => match[1])
}

const isNodeBuiltin = (specifier) => specifier.startsWith('node:')

/** Why a module cannot run in the browser (a chain of files ending in the culprit), or null. */
export function serverOnlyChain(file, seen = new Map()) {
  if (seen.has(file)) return seen.get(file)
  seen.set(file, null)
  const source = fs.readFileSync(file, 'utf8')
  let chain = null
  for (const specifier of valueImports(source)) {
    if (specifier === 'server-only' || isNodeBuiltin(specifier)) {
      chain = [`${path.relative(SRC, file)} imports '${specifier}'`]
      break
    }
    const target = resolveProjectImport(specifier, file)
    if (!target) continue
    const inner = serverOnlyChain(target, seen)
    if (inner) {
      chain = [path.relative(SRC, file), ...inner]
      break
    }
  }
  seen.set(file, chain)
  return chain
}

/** `import A from 'x'`, `import { B, C as D } from 'y'` in an .astro file: local name → specifier. */
function importedNames(source) {
  const names = new Map()
  for (const [, clause, specifier] of source.matchAll(/^\s*import\s+(?!type\s)([\w$]+|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm)) {
    const locals = clause.startsWith('{') ? clause.slice(1, -1).split(',').map((part) => part.trim().split(/\s+as\s+/).pop()) : [clause]
    for (const local of locals) if (local) names.set(local.replace(/^type\s+/, ''), specifier)
  }
  return names
}

/**
 * Browser modules no .astro file names: the frame's module, which the layout's inline loader
 * imports by its address once the page has loaded (astro.config.mjs, `virtual:larkspur/frame-module`).
 */
const LOADED_BY_ADDRESS = ['components/frame/frame-script.ts']

/** Every module the browser loads first: the islands, the modules of bundled `<script>`s, and those loaded by address. */
export function browserEntries() {
  const entries = new Set(LOADED_BY_ADDRESS.map((file) => path.join(SRC, file)))
  const astroFiles = fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'))
  for (const file of astroFiles.map((name) => path.join(SRC, name))) {
    const source = fs.readFileSync(file, 'utf8')
    const names = importedNames(source)
    const add = (specifier) => {
      const target = specifier && resolveProjectImport(specifier, file)
      if (target) entries.add(target)
    }
    for (const [, name] of source.matchAll(/<([A-Z][\w$]*)\b[^<]*?\sclient:[a-z]+/g)) add(names.get(name))
    for (const [, body] of source.matchAll(/<script\b(?![^>]*\bis:inline)[^>]*>([\s\S]*?)<\/script>/g)) {
      for (const [, specifier] of body.matchAll(/^\s*import\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) add(specifier)
    }
  }
  return entries
}

let entries
const runsInBrowser = (filename) => (entries ??= browserEntries()).has(path.resolve(filename))

export const noServerOnlyInClient = {
  meta: {
    type: 'problem',
    docs: { description: 'A module that runs in the browser imports nothing server-only, directly or indirectly.' },
    schema: [],
    messages: { serverOnly: "Browser module imports '{{specifier}}', which cannot run in the browser: {{chain}}." },
  },
  create(context) {
    return {
      Program(program) {
        if (!runsInBrowser(context.filename)) return
        const seen = new Map()
        for (const node of program.body) {
          if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue
          if (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) continue
          const specifier = node.source.value
          let chain = null
          if (specifier === 'server-only' || isNodeBuiltin(specifier)) chain = ['imported directly']
          else {
            const target = resolveProjectImport(specifier, context.filename)
            if (target) chain = serverOnlyChain(target, seen)
          }
          if (chain) context.report({ node, messageId: 'serverOnly', data: { specifier, chain: chain.join(' → ') } })
        }
      },
    }
  },
}

export const structurePlugin = { rules: { 'no-server-only-in-client': noServerOnlyInClient } }
