/**
 * Import cycles in src/: between files, and between the top-level folders that are the layers
 * (content, forms, site, lib, …). A folder cycle (content → site → content) is a tangle even when
 * no two files form a loop, so both are refused.
 */
export type Graph = Readonly<Record<string, readonly string[]>>

/** The folder (or root file) of src/ a module belongs to: 'forms/store/outbox.ts' → 'forms'. */
export const layerOf = (file: string): string => file.split('/')[0] ?? file

/** Every elementary cycle is not needed: one cycle per strongly connected group is enough to act on. */
export function findCycles(graph: Graph): string[][] {
  const nodes = new Set([...Object.keys(graph), ...Object.values(graph).flat()])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph[node] ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1 || (graph[node] ?? []).includes(node)) groups.push(group.reverse())
    }
  }
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node)
  return groups
}

/** The graph of layers: an edge where some file of one imports some file of another. */
export function layerGraph(graph: Graph): Graph {
  const edges = new Map<string, Set<string>>()
  for (const [file, imports] of Object.entries(graph)) {
    const from = layerOf(file)
    for (const target of imports) {
      const to = layerOf(target)
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
    }
  }
  return Object.fromEntries([...edges].map(([layer, targets]) => [layer, [...targets].sort()]))
}

/** Which files make each edge of a layer cycle, so the message says what to move. */
export function edgeWitnesses(graph: Graph, from: string, to: string): string[] {
  return Object.entries(graph).flatMap(([file, imports]) =>
    layerOf(file) === from ? imports.filter((target) => layerOf(target) === to).map((target) => `${file} → ${target}`) : [],
  )
}
