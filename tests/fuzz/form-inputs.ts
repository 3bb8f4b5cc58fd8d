import fc from 'fast-check'
import { HONEYPOT_FIELD, type FormName } from '@/forms/constants'
import { UPLOAD_EXTENSIONS } from '@/forms/upload-rules'
import { files } from '../fakes/files'
import { validPosts } from '../fakes/submissions'

/** One generated post: FormData entries in order (a key may repeat or be missing). */
export type Entry = readonly [string, string | File]

const control = fc.constantFrom('\u0000', '\u0007', '\b', '\u001b', '\r\n', '\t', '\u2028', '\u202e', '\ufeff', '\ud800')
const unicodeText = fc.string({ unit: 'grapheme', maxLength: 40 })
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  unicodeText,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b),
  // Huge: well past every length limit (5,000 for long text).
  fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 200, max: 40_000 })).map(([s, n]) => s.repeat(n)),
  fc.constantFrom('', ' ', '   \n\t', 'null', 'undefined', '0', '-1', '1e309', 'NaN', 'true', '[]', '{}', '<script>alert(1)</script>', "'; DROP TABLE submissions; --", '__proto__', 'a@b', '@example.com', 'x@example.com\r\nBcc: y@example.com'),
  // Near a GDC number's edges (4 to 7 digits, issue 46): too short, too long, signed, spaced, full-width, exponent.
  fc.constantFrom('123', '1234', '1234567', '12345678', '+12345', '12 345', '１２３４５', '1e5000', '0000'),
  fc.date({ min: new Date(-1e13), max: new Date(1e13), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
)

const bytes = fc.uint8Array({ maxLength: 2048 }).map((array) => Buffer.from(array))
const fileBody = fc.oneof(bytes, fc.constantFrom(files.pdf(), files.png(), files.docx(), files.exe(), Buffer.alloc(0)))
const fileName = fc.oneof(
  fc.tuple(fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 })), fc.constantFrom(...UPLOAD_EXTENSIONS, '.exe', '.svg', '.html', '.PDF', '.pdf.exe', '')).map(([base, ext]) => base + ext),
  fc.constantFrom('../../etc/passwd.pdf', 'CON.pdf', '.pdf', 'a'.repeat(300) + '.png', 'x\u0000.pdf'),
)
const hostileFile = fc.tuple(fileBody, fileName, fc.constantFrom('application/pdf', 'image/png', 'text/html', '')).map(([body, name, type]) => new File([body], name, { type }))
const value: fc.Arbitrary<string | File> = fc.oneof({ weight: 6, arbitrary: hostileText }, { weight: 1, arbitrary: hostileFile })

type Mutation =
  | { kind: 'drop'; index: number }
  | { kind: 'replace'; index: number; value: string | File }
  | { kind: 'duplicate'; index: number; value: string | File }
  | { kind: 'extra'; key: string; value: string | File }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), index: fc.nat(), value }),
  fc.record({ kind: fc.constant('duplicate' as const), index: fc.nat(), value }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', '_wpcf7', 'fields', HONEYPOT_FIELD, 'uploadfile')),
    value,
  }),
)

function apply(entries: Entry[], change: Mutation): Entry[] {
  if (change.kind === 'extra') return [...entries, [change.key, change.value]]
  if (entries.length === 0) return entries
  const index = change.index % entries.length
  const [key] = entries[index]!
  if (change.kind === 'drop') return entries.filter((_, position) => position !== index)
  if (change.kind === 'replace') return entries.map((entry, position) => (position === index ? [key, change.value] : entry))
  return [...entries.slice(0, index + 1), [key, change.value], ...entries.slice(index + 1)]
}

/** The valid post of the form (a real file for the referral), then 0–5 hostile changes. */
export function postsFor(form: FormName): fc.Arbitrary<Entry[]> {
  const base: Entry[] = [...validPosts[form]]
  const realFile = fc.constantFrom<[Buffer, string]>([files.pdf(), 'scan.pdf'], [files.png(), 'x-ray.png'], [files.docx(), 'letter.docx'])
  const withFile = form === 'referral' ? realFile.map(([body, name]): Entry[] => [...base, ['uploadfile', new File([new Uint8Array(body)], name)]]) : fc.constant(base)
  return fc.tuple(withFile, fc.array(mutation, { maxLength: 5 })).map(([start, changes]) => changes.reduce(apply, start))
}

export function formDataOf(entries: readonly Entry[]): FormData {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

/** Text a visitor typed that is long and distinctive enough to recognise in a log line. */
export function distinctiveValues(entries: readonly Entry[]): string[] {
  return entries.flatMap(([, value]) => (typeof value === 'string' && value.trim().length >= 8 ? [value.trim().slice(0, 64)] : []))
}
