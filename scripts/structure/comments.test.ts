import { commentLines } from './comments'

describe('comments of a source file', () => {
  it('gives each line of a block comment its own line number, and leaves code out', () => {
    const source = "const a = '/* not a comment */'\n/**\n * first\n * second\n */\nconst b = 2 // trailing\nconst url = 'https://example.com'\n"
    expect(commentLines('x.ts', source)).toEqual([
      { line: 2, text: '/**' },
      { line: 3, text: ' * first' },
      { line: 4, text: ' * second' },
      { line: 5, text: ' */' },
      { line: 6, text: '// trailing' },
    ])
  })

  it('finds JSX comments and comments inside functions of a .tsx file', () => {
    const source = 'export function A() {\n  // inside\n  return <div>{/* in JSX */}</div>\n}\n'
    expect(commentLines('a.tsx', source).map((comment) => [comment.line, comment.text])).toEqual([
      [2, '// inside'],
      [3, '/* in JSX */'],
    ])
  })

  it('reads CSS block comments only', () => {
    expect(commentLines('a.css', '.a { background: url("x.png"); }\n/* why */\n')).toEqual([{ line: 2, text: '/* why */' }])
  })

  it('counts every line of a Markdown document', () => {
    expect(commentLines('docs/a.md', '# A\ntext')).toEqual([
      { line: 1, text: '# A' },
      { line: 2, text: 'text' },
    ])
  })
})
