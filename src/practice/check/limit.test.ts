import { embeddedPractice } from '../../../tests/embedded-facts'
import { PRACTICE_CHECK_MAX_BYTES } from './limit'

/** JSON as PHP's wp_json_encode writes it by default: '/' escaped, every non-ASCII UTF-16 unit as \uXXXX. */
const asPhpWrites = (value: unknown) => JSON.stringify(value).replaceAll('/', '\\/').replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)

test('the check’s limit holds the model twice, as WordPress writes it, at least six times over', () => {
  const practice = embeddedPractice()
  const team = [...new Set(practice.group.clinics.flatMap((clinic) => clinic.team))]
  const pair = Buffer.byteLength(asPhpWrites({ proposed: practice, current: practice, team }))
  console.info(`the embedded model twice, as PHP writes it: ${pair} bytes; the limit ${PRACTICE_CHECK_MAX_BYTES}`)
  expect(PRACTICE_CHECK_MAX_BYTES).toBeGreaterThan(pair * 6)
})
