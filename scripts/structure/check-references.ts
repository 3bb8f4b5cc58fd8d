/**
 * `npm run lint` step: every repository path and document that a comment of the code, or a line of
 * the docs, cites is in the repository (see references.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { findProblems, numberedSections, type Repository } from './references'

const root = path.resolve(import.meta.dirname, '../..')
const absolute = (file: string) => path.join(root, file)
/**
 * An output the repository ignores (bench/results.json, data/) may be cited before it is made. A
 * directory-only pattern (`data/`) matches a path that does not exist yet only when asked with the
 * trailing slash, as on a fresh clone.
 */
const ignored = (file: string) =>
  [file, `${file.replace(/\/$/, '')}/`].some((asked) => spawnSync('git', ['check-ignore', '--quiet', asked], { cwd: root }).status === 0)
const repository: Repository = {
  exists: (file) => fs.existsSync(absolute(file)) || ignored(file),
  lineCount: (file) => (fs.statSync(absolute(file), { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(absolute(file), 'utf8').split('\n').length : undefined),
}
const requirements = absolute('docs/requirements.md')
const sections = numberedSections(fs.existsSync(requirements) ? fs.readFileSync(requirements, 'utf8') : '')

// Tracked files and new ones not yet added, without what .gitignore leaves out (builds, data).
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n')
const files = listed.filter((file) => (/\.(tsx?|mjs|astro|css)$/.test(file) || /^(docs\/.*|README)\.md$/.test(file)) && fs.existsSync(absolute(file)))
const problems = files.flatMap((file) => findProblems(file, fs.readFileSync(absolute(file), 'utf8'), repository, sections))

if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.file}:${problem.line} ${problem.why}\n    ${problem.text}`)
  console.error(`\n${problems.length} citations to mend.`)
  process.exit(1)
}
console.log(`Every repository path and document cited in comments and docs is in the repository (${files.length} files read).`)
