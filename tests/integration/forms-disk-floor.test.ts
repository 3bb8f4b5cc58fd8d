import type { FormsConfig } from '@/forms/config'
import { createDiskFloor, DISK_FLOOR_BYTES, DISK_FLOOR_FRACTION, type DiskStats } from '@/forms/store/disk-floor'
import { listSubmissions } from '@/forms/store/submissions'
import { handleSubmission } from '@/forms/submit'
import { messages } from '@/forms/wording/messages'
import { tempStore, type TempStore } from '../fakes/store'
import { contextFor, postOf, validPosts } from '../fakes/submissions'
import { embeddedFacts } from '../embedded-facts'

/**
 * Issue 34, point 11: the embedded store refuses new submissions once DATA_DIR's disk is nearly
 * full (under DISK_FLOOR_BYTES or DISK_FLOOR_FRACTION free), so a full disk never takes the
 * database, the uploads or the image cache beside them down half-written. The visitor gets the
 * form's failure answer with the phone number; the operator one log line. statfs is faked.
 */
const BLOCK = 4096
const disk = (totalBytes: number, freeBytes: number): DiskStats => ({ bsize: BLOCK, blocks: Math.floor(totalBytes / BLOCK), bavail: Math.floor(freeBytes / BLOCK) })

let temp: TempStore
let config: FormsConfig
let errors: string[]

beforeEach(async () => {
  temp = await tempStore()
  config = { dataDir: temp.dir, mailTo: 'x@example.test' }
  errors = []
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)))
})
afterEach(async () => {
  vi.restoreAllMocks()
  await temp.dispose()
})

const submitWith = (stats: DiskStats, statfs = vi.fn(async () => stats)) => handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, config, { diskFloor: createDiskFloor({ statfs }) }))

const cases: Array<[string, DiskStats]> = [
  // 10 % free, but under the absolute floor.
  ['less than the absolute floor free', disk(DISK_FLOOR_BYTES * 10 - BLOCK * 10, DISK_FLOOR_BYTES - BLOCK)],
  // Several times the absolute floor free, but under the fraction.
  ['less than the fraction free', disk(DISK_FLOOR_BYTES * 100, DISK_FLOOR_BYTES * 100 * DISK_FLOOR_FRACTION - BLOCK)],
]

for (const [name, stats] of cases) {
  test(`${name}: the submission is refused with the phone number, nothing stored, one log line without the visitor's words`, async () => {
    const state = await submitWith(stats)
    expect(state).toMatchObject({ status: 'error', message: messages.failed(embeddedFacts().phone.display) })
    expect(await listSubmissions(temp.store.db)).toHaveLength(0)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('DATA_DIR')
    for (const [, value] of validPosts.enquiry) if (value.length > 3) expect(errors[0]).not.toContain(value)
  })
}

test('above both floors the submission is stored, and the disk is asked once for submissions close together', async () => {
  const statfs = vi.fn(async () => disk(DISK_FLOOR_BYTES * 100, DISK_FLOOR_BYTES * 100 * DISK_FLOOR_FRACTION + DISK_FLOOR_BYTES))
  const diskFloor = createDiskFloor({ statfs })
  for (let post = 0; post < 2; post += 1) {
    const state = await handleSubmission('enquiry', postOf('enquiry'), contextFor(temp.store, config, { diskFloor, facts: { address: `203.0.113.${post + 1}`, crossSite: false } }))
    expect(state.status).toBe('success')
  }
  expect(await listSubmissions(temp.store.db)).toHaveLength(2)
  expect(statfs).toHaveBeenCalledTimes(1)
  expect(statfs).toHaveBeenCalledWith(temp.dir)
  expect(errors).toEqual([])
})
