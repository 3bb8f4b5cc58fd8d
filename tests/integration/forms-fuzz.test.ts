import { FORM_NAMES } from '@/forms/constants'
import { disposeTemplate } from '../fakes/store'
import { fuzzForm } from '../fuzz/form-property'

/**
 * Issue 10: hostile input against the real submission handler. 150 generated posts per form in
 * `npm test` (about 2 s each); `npm run test:fuzz` sets FUZZ_RUNS=10000 (figures in docs/fuzzing.md).
 * FUZZ_SEED replays a failure fast-check reported.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)

afterAll(disposeTemplate)

describe.each(FORM_NAMES)('the %s form under generated hostile posts', (form) => {
  test(`${RUNS} posts: never an error, valid ones stored once, invalid ones never, no value logged`, { timeout: 120_000 + RUNS * 200 }, async () => {
    const figures = await fuzzForm(form, RUNS, SEED)
    console.info(`[fuzz] ${form}: ${figures.runs} posts, ${figures.stored} stored, ${figures.refused} refused, ${figures.ms} ms`)
    // The generator must reach both sides, or the property proves little.
    expect(figures.stored).toBeGreaterThan(0)
    expect(figures.refused).toBeGreaterThan(0)
  })
})
