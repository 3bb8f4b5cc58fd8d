import { edgeWitnesses, findCycles, layerGraph, layerOf } from './cycles'

describe('import cycles', () => {
  it('finds no cycle in a tree of imports', () => {
    expect(findCycles({ 'actions/index.ts': ['components/a.tsx'], 'components/a.tsx': ['content/index.ts'], 'content/index.ts': [] })).toEqual([])
  })

  it('finds a loop between files, and a file importing itself', () => {
    expect(findCycles({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'] })).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(findCycles({ 'a.ts': ['a.ts'] })).toEqual([['a.ts']])
  })

  it('sees a loop between layers that no two files form (content ↔ site, as it once was)', () => {
    const files = {
      'content/index.ts': ['site/routes.ts'],
      'site/routes.ts': [],
      'site/site-updated.ts': ['content/index.ts'],
    }
    expect(findCycles(files)).toEqual([])
    const layers = layerGraph(files)
    expect(layers).toEqual({ content: ['site'], site: ['content'] })
    expect(findCycles(layers)).toEqual([['content', 'site']])
    expect(edgeWitnesses(files, 'site', 'content')).toEqual(['site/site-updated.ts → content/index.ts'])
  })

  it('names a root file as its own layer', () => {
    expect(layerOf('env.ts')).toBe('env.ts')
    expect(layerOf('content/local/index.ts')).toBe('content')
  })
})
