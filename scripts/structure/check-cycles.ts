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
  excludeRegExp: [/\.test\.tsx?$/],
})
const files: Graph = result.obj()
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
