/** `npm run lint` step: every document a comment in src/ cites is in the repository (see references.ts). */
import fs from 'node:fs'
import path from 'node:path'
import { findProblems, numberedSections } from './references'

const root = path.resolve(import.meta.dirname, '../..')
const exists = (file: string) => fs.existsSync(path.join(root, file))
const requirements = path.join(root, 'docs/requirements.md')
const sections = numberedSections(fs.existsSync(requirements) ? fs.readFileSync(requirements, 'utf8') : '')

const files = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|css|mjs)$/.test(file))
const problems = files.flatMap((file) => findProblems(`src/${file}`, fs.readFileSync(path.join(root, 'src', file), 'utf8'), exists, sections))

if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.file}:${problem.line} ${problem.why}\n    ${problem.text}`)
  process.exit(1)
}
console.log(`Every document cited in src/ is in the repository (${files.length} files read).`)
