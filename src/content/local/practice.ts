import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { financeRecordSchema } from '@/practice/finance-record'
import { feesSchema, groupSchema, treatmentSchema, type Practice } from '@/practice/model'
import { practiceProblems } from '@/practice/problems'

/**
 * The embedded practice model (docs/content-guide.md): content/practice/group.json (the group and
 * its clinics), treatments.json, fees.json and finance.json (the credit broker's record, issue 35),
 * each validated as it is read. A mistake names the
 * file, the field and what is wrong, as a WordPress record's would.
 */
async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read'}`, { cause: error })
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new Error(`${file}: invalid content\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** `teamSlugs`: the team's, to check every slug the model names; absent, the team is not checked. */
export async function readPractice(dir: string, teamSlugs?: readonly string[]): Promise<Practice> {
  const folder = path.join(dir, 'practice')
  const [group, treatments, fees, finance] = await Promise.all([
    readJson(path.join(folder, 'group.json'), groupSchema),
    readJson(path.join(folder, 'treatments.json'), z.array(treatmentSchema)),
    readJson(path.join(folder, 'fees.json'), feesSchema),
    readJson(path.join(folder, 'finance.json'), financeRecordSchema),
  ])
  const practice = { group, treatments, fees, finance }
  const problems = practiceProblems(practice, teamSlugs)
  if (problems.length > 0) throw new Error(`${folder}: the files disagree\n${problems.map((problem) => `  ✖ ${problem}`).join('\n')}`)
  return practice
}
