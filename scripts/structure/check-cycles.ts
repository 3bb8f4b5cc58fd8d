/**
 * `npm run lint` step: fails when src/ has an import cycle between files or between its layers.
 * The import graph comes from madge (type-only imports included: they tie modules together too).
 */
import path from 'node:path'
import madge from 'madge'
import { edgeWitnesses, findCycles, layerGraph, type Graph } from './cycles'

const root = path.resolve(import.meta.dirname, '../..')
const result = await madge(path.join(root, 'src'), {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: path.join(root, 'tsconfig.json'),
  excludeRegExp: [/\.test\.tsx?$/, /\.test-support\.tsx?$/],
})
// A file outside src (a JSON record under content/, a test helper) counts only where src reaches it:
// madge keeps the nodes an excluded test-support file led it to, which are no part of the app.
const graph: Graph = result.obj()
const reached = new Set(Object.keys(graph).filter((file) => !file.startsWith('../')))
for (const file of reached) for (const dependency of graph[file] ?? []) reached.add(dependency)
const files: Graph = Object.fromEntries(Object.entries(graph).filter(([file]) => reached.has(file)))
const problems: string[] = []

for (const cycle of findCycles(files)) problems.push(`Files import each other in a loop: ${[...cycle, cycle[0]].join(' → ')}`)

const layers = layerGraph(files)
for (const cycle of findCycles(layers)) {
  const edges = cycle.flatMap((from) =>
    (layers[from] ?? [])
      .filter((to) => cycle.includes(to))
      .map((to) => `  ${from} → ${to}: ${edgeWitnesses(files, from, to).slice(0, 3).join(', ')}`),
  )
  problems.push(`Layers import each other in a loop (${cycle.join(', ')}):\n${edges.join('\n')}`)
}

if (problems.length > 0) {
  console.error(problems.join('\n\n'))
  process.exit(1)
}
console.log(`No import cycle: ${Object.keys(files).length} files in ${Object.keys(layers).length} layers.`)
