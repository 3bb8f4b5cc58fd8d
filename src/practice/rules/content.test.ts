import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { readTeam } from '@/content/local/files'
import { contentFindings, describeFinding, modelFindings, teamFindings, type ContentFile } from '.'

/**
 * Issue 35: the embedded practice and every content file pass the rules the practice answers to.
 * A file that breaks one fails here with its path and the rule's id (the registry walk checks the
 * rendered pages too: tests/e2e/routes.spec.ts).
 */
const root = process.cwd()

function contentFiles(): ContentFile[] {
  return ['content/pages', 'content/posts'].flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        const file = path.join(folder, name)
        const { data, content } = matter(readFileSync(path.join(root, file), 'utf8'))
        return { path: file, data, body: content }
      }),
  )
}

describe('the rules a UK practice answers to (issue 35)', () => {
  const practice = embeddedPractice()

  it('the embedded practice model breaks none', () => {
    expect(modelFindings(practice).map(describeFinding)).toEqual([])
  })

  it('no file under content/ breaks one, the team given (issue 45: who is on a GDC specialist list)', async () => {
    const files = contentFiles()
    const team = await readTeam(path.join(root, 'content'))
    expect(files.length).toBeGreaterThan(50)
    expect(files.flatMap((file) => contentFindings(file, practice, { team })).map(describeFinding)).toEqual([])
  })

  it('the team breaks none: roles and biographies say "specialist" only of a GDC list the member is on', async () => {
    const team = await readTeam(path.join(root, 'content'))
    expect(team.some((member) => member.specialistList)).toBe(true)
    expect(teamFindings(team).map(describeFinding)).toEqual([])
  })
})
