// ESLint rule: a client module ('use client') may not import, directly or through other project
// modules, a module that declares itself server-only (`import 'server-only'`) or a Node built-in.
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

const isClientModule = (program) =>
  program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client')

export const noServerOnlyInClient = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports nothing server-only, directly or indirectly." },
    schema: [],
    messages: { serverOnly: "Client module imports '{{specifier}}', which cannot run in the browser: {{chain}}." },
  },
  create(context) {
    return {
      Program(program) {
        if (!isClientModule(program)) return
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
