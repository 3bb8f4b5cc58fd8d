import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readTeam } from '@/content/local/files'
import { readPractice } from '@/content/local/practice'
import { formatPence, formatPounds } from '@/finance'
import { embeddedFinance } from '@/practice/finance-record'
import type { Practice } from '@/practice/model'
import { expandPlaceholders } from '@/practice/placeholders'

/**
 * Facts are said once (issue 28, "Nothing else holds a fact"): the practice's phones and prices live
 * in content/practice/*.json, and content names them with placeholders ([phone], [price veneers],
 * [finance 395 6]…). This keeps it so for the content an editor writes and for the recorded answers
 * of the project's WordPress, which are seeded from that content; and for the code: no clinic's phone
 * (phone, appointments phone, WhatsApp) anywhere in src, tests, scripts or the WordPress plugins, and
 * no amount the model holds (an option's from or to, an NHS band) written with a pound sign in a
 * component, page or layout, the WordPress seed or plugins, or a test. A test reads the fact
 * (tests/embedded-facts.ts), or uses an amount the model does not hold where its figure is its own.
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

/** The places a price must not be typed: the UI, the WordPress seed and plugins, and every test. Not the model's own code and wording (src/practice), nor the finance maths (src/finance), which never sees the model and whose limits are its own. */
const pricesMatter = (file: string): boolean =>
  /^src\/(?:components|pages|layouts|site)\//.test(file) ||
  /^(?:scripts\/wordpress|wordpress)\//.test(file) ||
  file.startsWith('tests/') ||
  (/\.test\.tsx?$/.test(file) && !file.startsWith('src/finance/'))

/** The source files under these folders; the recorded WordPress answers (tests/fixtures) have the stricter content check. */
function codeFiles(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder)).flatMap((name) => {
      const file = `${folder}/${name}`
      if (statSync(path.join(root, file)).isDirectory()) // build/: the plugin's editor as esbuild writes it from wordpress/editor/, which is read
      return name === 'fixtures' || name === 'node_modules' || name === 'build' ? [] : codeFiles([file])
      return /\.(ts|tsx|astro|mjs|js|php)$/.test(name) && file !== 'tests/integration/content-facts.test.ts' ? [file] : []
    }),
  )
}

/** The finance calculator's own amounts (its cash-price range, its loan limits): they have their own single source, src/finance. */
const { cashPriceLimits, products: financeProducts } = embeddedFinance
const financeAmounts = new Set([cashPriceLimits.min, cashPriceLimits.max, ...financeProducts.flatMap((product) => [product.minLoan / 100, product.maxLoan / 100])])

/** Every amount the model holds, in pence: each treatment option's from and to, each NHS band of every set. */
function modelAmounts(practice: Practice): Set<number> {
  const pounds = [
    ...practice.treatments.flatMap((treatment) => treatment.options.flatMap((option) => (option.to === undefined ? [option.from] : [option.from, option.to]))),
    ...practice.fees.nhsBands.flatMap((set) => Object.values(set.bands)),
  ]
  return new Set(pounds.filter((amount) => !financeAmounts.has(amount)).map((amount) => Math.round(amount * 100)))
}

/** A pound sign (typed, as HTML writes it, or as a string escape) before an amount: '£850', '£1,250', '£27.40'. */
const AMOUNT = /(?:£|&#163;|&#x0*a3;|&pound;|\\u00a3|\\u\{a3\}|\\xa3)\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d,]*\d)/gi

/** Each clinic's phone written out, and, where prices matter, each price of the model written out. */
function codeProblems(practice: Practice, lines: readonly Line[]): string[] {
  const own = practice.group.clinics.flatMap((clinic) => [clinic.phone, clinic.appointmentsPhone, clinic.whatsapp]).filter((phone): phone is string => Boolean(phone))
  // National (0…) or international (+44…, 44…) spelling, any separators.
  const spelled = own.map((phone) => new RegExp(`(?<!\\d)(?:0|\\+?44${SEPARATOR}(?:\\(0\\)${SEPARATOR})?)${SEPARATOR}${digits(phone.replace(/\D/g, '').slice(1))}(?!\\d)`))
  const held = modelAmounts(practice)
  return lines.flatMap(({ file, number, text }) => {
    const where = `${file}:${number}`
    const problems: string[] = []
    if (spelled.some((pattern) => pattern.test(text))) problems.push(`${where}: a clinic's phone number written out; read it from the practice model`)
    if (pricesMatter(file)) {
      for (const [written, whole = '', pence = ''] of text.replace(PLACEHOLDER, '').matchAll(AMOUNT)) {
        const amount = Number(whole.replaceAll(',', '')) * 100 + Number(pence.padEnd(2, '0'))
        if (held.has(amount)) problems.push(`${where}: a price of the practice model written out ("${written}"); read it from the model, or use an amount it does not hold`)
      }
    }
    return problems
  })
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

  it("writes no clinic's phone number in the code, and no price of the model in a component, a page, a layout, the WordPress seed and plugins or a test: they read it", () => {
    const found = codeProblems(practice, linesOf(codeFiles(['src', 'tests', 'scripts', 'wordpress'])))
    expect(found).toEqual([])
  })

  it('scans the UI, the WordPress seed and plugins and the tests for prices, and leaves out the model, its wording and the finance maths', () => {
    const files = codeFiles(['src', 'tests', 'scripts', 'wordpress'])
    const priced = files.filter(pricesMatter)
    for (const file of ['src/components/fees/fee-schedule.tsx', 'src/pages/fees.astro', 'src/layouts/site-layout.astro', 'scripts/wordpress/seed.ts', 'wordpress/mu-plugins/larkspur-practice.php', 'tests/e2e/finance.spec.ts', 'tests/embedded-facts.ts', 'src/practice/wording.test.ts']) {
      expect(priced, file).toContain(file)
    }
    for (const file of ['src/practice/wording.ts', 'src/finance/example.test.ts', 'src/finance/format.ts', 'tests/integration/content-facts.test.ts']) expect(priced, file).not.toContain(file)
    expect(files.some((file) => file.startsWith('tests/fixtures/')), 'the fixtures have the stricter check above').toBe(false)
  })

  it("catches a planted clinic phone or model price in code and names the file and line; other amounts are not the model's", () => {
    const [clinic] = practice.group.clinics
    const whatsapp = practice.group.clinics.find((candidate) => candidate.whatsapp)?.whatsapp
    const option = practice.treatments.flatMap((treatment) => treatment.options).find((candidate) => candidate.from >= 1000 && !financeAmounts.has(candidate.from))
    const band = practice.fees.nhsBands[0]?.bands.band1
    if (!clinic || !whatsapp || !option || band === undefined) throw new Error('the embedded model has no clinic, WhatsApp number, price over £1,000 or NHS band to plant')
    const unheld = Array.from({ length: 1000 }, (_, index) => 1001 + index).find((amount) => !modelAmounts(practice).has(amount * 100))
    const planted = [
      `expect(html).toContain('${clinic.phone}')`,
      `const href = 'https://wa.me/44${whatsapp.replace(/\D/g, '').slice(1)}'`,
      `<p>From ${formatPounds(option.from)}</p>`,
      `// cash price ${formatPence(option.from * 100)}, no deposit`,
      `await expect(bands).toContainText('${formatPence(Math.round(band * 100))}')`,
      `'\\u00a3${option.from}'`,
      `Finance on ${formatPounds(cashPriceLimits.min)} to ${formatPounds(cashPriceLimits.max)}; a loan of ${formatPence((unheld ?? 0) * 100)}`,
      'The placeholder [price veneers], or 01632 960999, a number of the range that no clinic has.',
    ].map((text, index) => ({ file: 'src/components/planted.tsx', number: index + 1, text }))
    expect(codeProblems(practice, planted)).toEqual([
      "src/components/planted.tsx:1: a clinic's phone number written out; read it from the practice model",
      "src/components/planted.tsx:2: a clinic's phone number written out; read it from the practice model",
      `src/components/planted.tsx:3: a price of the practice model written out ("${formatPounds(option.from)}"); read it from the model, or use an amount it does not hold`,
      `src/components/planted.tsx:4: a price of the practice model written out ("${formatPence(option.from * 100)}"); read it from the model, or use an amount it does not hold`,
      `src/components/planted.tsx:5: a price of the practice model written out ("${formatPence(Math.round(band * 100))}"); read it from the model, or use an amount it does not hold`,
      `src/components/planted.tsx:6: a price of the practice model written out ("\\u00a3${option.from}"); read it from the model, or use an amount it does not hold`,
    ])
    // The same amount outside the places where prices matter (the finance maths) is not the model's business.
    expect(codeProblems(practice, [{ file: 'src/finance/example.test.ts', number: 1, text: planted[2]?.text ?? '' }])).toEqual([])
  })

  it('reads a fixture line as the text WordPress serves', () => {
    expect(decoded('a.json', '        "rendered": "<p>Call \\u00a3395 or [price invisalign option=\\"Invisalign Lite\\"]</p>",')).toBe(
      '<p>Call \u00a3395 or [price invisalign option="Invisalign Lite"]</p>',
    )
  })
})
