import { findProblems, numberedSections } from './references'

const sections = numberedSections('# Requirements\n\n## 1. What it does\n\n## 2. Screens and routes\n')
const exists = (file: string) => ['docs/requirements.md', 'docs/security.md'].includes(file)

describe('references in comments', () => {
  it('accepts citations of repository documents and their sections', () => {
    expect(findProblems('src/a.ts', '/** docs/requirements.md §2: the header. See docs/security.md. */', exists, sections)).toEqual([])
  })

  it('refuses a document outside the repository', () => {
    const problems = findProblems('src/a.ts', '// SPEC section 2: the header\n// see ../shared/ARCHITECTURE.md', exists, sections)
    expect(problems.map((problem) => [problem.line, problem.why])).toEqual([
      [1, 'cites a document outside the repository'],
      [2, 'cites a document outside the repository'],
    ])
  })

  it('refuses a missing document and a section the requirements do not have', () => {
    const problems = findProblems('src/a.ts', '// docs/gone.md\n// docs/requirements.md §12', exists, sections)
    expect(problems.map((problem) => problem.why)).toEqual(['cites docs/gone.md, which does not exist', 'cites §12, which docs/requirements.md does not have'])
  })
})
