import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { readPractice } from './practice'
import { readTeam } from './files'
import { feeLine, groupCare, headlineOption, mainClinic } from '@/practice/facts'

const contentDir = path.join(process.cwd(), 'content')
const teamSlugs = async () => (await readTeam(contentDir)).map((member) => member.slug)

async function copyWith(file: string, change: (json: Record<string, unknown> | unknown[]) => void): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'practice-'))
  await fs.cp(path.join(contentDir, 'practice'), path.join(dir, 'practice'), { recursive: true })
  const target = path.join(dir, 'practice', file)
  const json = JSON.parse(await fs.readFile(target, 'utf8')) as Record<string, unknown>
  change(json)
  await fs.writeFile(target, JSON.stringify(json))
  return dir
}

describe('the embedded practice model (content/practice)', () => {
  it('is valid, and every slug it names exists', async () => {
    const practice = await readPractice(contentDir, await teamSlugs())
    expect(practice.group.clinics.length).toBeGreaterThanOrEqual(3)
    expect(mainClinic(practice.group).slug).toBe(practice.group.clinics.find((clinic) => clinic.main)?.slug)
  })

  it('is a group that offers NHS care at one clinic at least, and private care', async () => {
    const { group } = await readPractice(contentDir, await teamSlugs())
    expect(groupCare(group)).toBe('both')
    expect(group.clinics.filter((clinic) => clinic.care !== 'private').length).toBeGreaterThan(0)
  })

  it("reads each fee line's price from the treatment it names, so /fees and a treatment page cannot disagree", async () => {
    const practice = await readPractice(contentDir, await teamSlugs())
    for (const item of practice.fees.sections.flatMap((section) => section.items)) {
      const line = feeLine(practice, item)
      expect(line, 'every embedded fee line is priced').toBeDefined()
      if (line?.treatment) expect(line.treatment.options).toContain(line.price)
    }
    const veneers = practice.treatments.find((treatment) => treatment.slug === 'veneers')
    expect(veneers && headlineOption(veneers).unit).toBe('per tooth')
  })

  it('names the file, the field and the fault of an invalid file', async () => {
    const dir = await copyWith('group.json', (json) => {
      const clinics = (json as { clinics: { phone: string }[] }).clinics
      if (clinics[1]) clinics[1].phone = 'call us'
    })
    await expect(readPractice(dir, await teamSlugs())).rejects.toThrow(/group\.json: invalid content[\s\S]*clinics\[1\]\.phone/)
  })

  it('names a fee line whose treatment option does not exist', async () => {
    const dir = await copyWith('fees.json', (json) => {
      const sections = (json as { sections: { items: Record<string, string>[] }[] }).sections
      const first = sections[0]?.items[0]
      if (first) first.option = 'Platinum examination'
    })
    await expect(readPractice(dir, await teamSlugs())).rejects.toThrow(/has no option "Platinum examination"/)
  })

  it('refuses two main clinics', async () => {
    const dir = await copyWith('group.json', (json) => {
      for (const clinic of (json as { clinics: { main?: boolean }[] }).clinics) clinic.main = true
    })
    await expect(readPractice(dir, await teamSlugs())).rejects.toThrow(/exactly one clinic/)
  })
})
