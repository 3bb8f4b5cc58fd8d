import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import type { Practice } from '@/practice/model'
import { expandPlaceholders } from '@/practice/placeholders'

/**
 * Facts are said once (issue 28, "Nothing else holds a fact"): the practice's phones and prices live
 * in content/practice/*.json, and content names them with placeholders ([phone], [price veneers],
 * [finance 395 6]…). This keeps it so for the content an editor writes and for the recorded answers
 * of the project's WordPress, which are seeded from that content.
 */
const root = process.cwd()
const contentDir = path.join(root, 'content')
const FOLDERS = ['content/pages', 'content/posts', 'tests/fixtures/wordpress']

const SEPARATOR = String.raw`[\s.\-()]*`
const digits = (run: string) => [...run].join(SEPARATOR)
/** 01632 960xxx in any spacing (the practice's range), with or without +44; the WhatsApp mobiles 07700 900xxx. */
const PHONE = new RegExp(
  [
    String.raw`(?:\+${SEPARATOR}${digits('44')}${SEPARATOR}(?:\(?0\)?)?${SEPARATOR}${digits('1632')}|${digits('01632')})${SEPARATOR}${digits('960')}`,
    digits('07700') + SEPARATOR + digits('900'),
  ]
    .map((prefix) => `(?<![\\d])${prefix}${SEPARATOR}\\d${SEPARATOR}\\d${SEPARATOR}\\d(?!\\d)`)
    .join('|'),
)
/** A pound sign before an amount, as typed or as HTML writes it. */
const POUNDS = /(?:£|&#163;|&#x0*a3;|&pound;)\s*\d(?:[\d,.]*\d)?/i
/** The placeholders of src/practice/placeholders.ts, removed before looking for amounts. */
const PLACEHOLDER = /\[(?:price|phone|hours|email|finance)(?:\s[^[\]]*)?\](?!\()/g

interface Line {
  readonly file: string
  readonly number: number
  readonly text: string
}

/** A fixture's line holds one JSON value: check the text WordPress serves, not its JSON escaping. */
function decoded(file: string, text: string): string {
  if (!file.endsWith('.json')) return text
  const value = /^\s*(?:"(?:[^"\\]|\\.)*"\s*:\s*)?("(?:[^"\\]|\\.)*")\s*,?\s*$/.exec(text)?.[1]
  if (value === undefined) return text
  const parsed: unknown = JSON.parse(value)
  return typeof parsed === 'string' ? parsed : text
}

function linesOf(files: readonly string[]): Line[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, number: index + 1, text: decoded(file, text) })),
  )
}

function filesUnder(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => /\.(md|json)$/.test(name))
      .sort()
      .map((name) => `${folder}/${name}`),
  )
}

/** Every fact written where a placeholder should stand, and every placeholder the model cannot answer. */
function factProblems(practice: Practice, lines: readonly Line[]): string[] {
  const problems: string[] = []
  for (const { file, number, text } of lines) {
    const where = `${file}:${number}`
    const phone = PHONE.exec(text)
    if (phone) problems.push(`${where}: a phone number written out ("${phone[0]}"); use [phone] or [phone <clinic>]`)
    const amount = POUNDS.exec(text.replace(PLACEHOLDER, ''))
    if (amount) problems.push(`${where}: a pound amount outside a placeholder ("${amount[0]}"); use [price …] or [finance …]`)
    for (const unknown of expandPlaceholders(practice, text).unknown) problems.push(`${where}: ${unknown} does not expand from the practice model`)
  }
  return problems
}

describe('facts in content are placeholders, not copies (issue 28)', () => {
  let practice: Practice
  beforeAll(async () => {
    practice = await readPractice(contentDir, (await readTeam(contentDir)).map((member) => member.slug))
  })

  it('finds files to check in every folder', () => {
    for (const folder of FOLDERS) expect(filesUnder([folder]).length, folder).toBeGreaterThan(0)
  })

  it('writes no practice phone number, no pound amount and no unknown placeholder in pages, posts or WordPress fixtures', () => {
    expect(factProblems(practice, linesOf(filesUnder(FOLDERS)))).toEqual([])
  })

  it('catches a planted number, amount or placeholder and names the file and line', () => {
    const planted = [
      'Call 01632 960123 today.',
      'Or 01632960245, or +44 (0)1632 960 310, or <a href="tel:+441632960123">us</a>.',
      'WhatsApp 07700 900123.',
      'Veneers from £850 per tooth, or &#163;395 in HTML.',
      'Fine: [price veneers], [phone slough], [finance 395 6], [finance](/finance).',
      'Not fine: [price unicorns] and [finance 10 6].',
      'Not a phone: order 201632960123 or 01632 9601234.',
    ].map((text, index) => ({ file: 'content/pages/planted.md', number: index + 1, text }))
    expect(factProblems(practice, planted)).toEqual([
      'content/pages/planted.md:1: a phone number written out ("01632 960123"); use [phone] or [phone <clinic>]',
      'content/pages/planted.md:2: a phone number written out ("01632960245"); use [phone] or [phone <clinic>]',
      'content/pages/planted.md:3: a phone number written out ("07700 900123"); use [phone] or [phone <clinic>]',
      'content/pages/planted.md:4: a pound amount outside a placeholder ("£850"); use [price …] or [finance …]',
      'content/pages/planted.md:6: [price unicorns] does not expand from the practice model',
      'content/pages/planted.md:6: [finance 10 6] does not expand from the practice model',
    ])
    // Each spelling on its own: the +44 forms too.
    for (const text of ['+44 (0)1632 960 310', 'tel:+441632960123', '+44 1632 960123', '0 1632-960-123']) {
      expect(factProblems(practice, [{ file: 'x.md', number: 1, text }]), text).toHaveLength(1)
    }
  })

  it("writes no clinic's own phone number in the code or the tests: they read it from the model", () => {
    const own = practice.group.clinics.flatMap((clinic) => [clinic.phone, clinic.appointmentsPhone, clinic.whatsapp]).filter((phone): phone is string => Boolean(phone))
    // National (0…) or international (+44…, 44…) spelling, any separators.
    const spelled = own.map((phone) => new RegExp(`(?<!\\d)(?:0|\\+?44${SEPARATOR}(?:\\(0\\)${SEPARATOR})?)${SEPARATOR}${digits(phone.replace(/\D/g, '').slice(1))}(?!\\d)`))
    const code = (folder: string): string[] =>
      readdirSync(path.join(root, folder)).flatMap((name) => {
        const file = `${folder}/${name}`
        if (statSync(path.join(root, file)).isDirectory()) return name === 'fixtures' ? [] : code(file)
        return /\.(ts|tsx|astro|mjs)$/.test(name) && file !== 'tests/integration/content-facts.test.ts' ? [file] : []
      })
    const found = linesOf([...code('src'), ...code('tests')]).flatMap(({ file, number, text }) =>
      spelled.some((pattern) => pattern.test(text)) ? [`${file}:${number}: a clinic's phone number written out; read it from the practice model`] : [],
    )
    expect(found).toEqual([])
  })

  it('reads a fixture line as the text WordPress serves', () => {
    expect(decoded('a.json', '        "rendered": "<p>Call \\u00a3395 or [price invisalign option=\\"Invisalign Lite\\"]</p>",')).toBe(
      '<p>Call \u00a3395 or [price invisalign option="Invisalign Lite"]</p>',
    )
  })
})
