import { embeddedPractice } from '../../../tests/embedded-facts'
import { MODEL_BOUNDS } from '../bounds'
import { asPhpWrites, phpJsonBytes } from '../json-size'
import { modelAtBounds } from './at-bounds.test-support'
import { modelProblems } from './check-model'
import { PRACTICE_CHECK_MAX_BYTES } from './limit'

const teamOf = (practice: ReturnType<typeof embeddedPractice>) => [...new Set(practice.group.clinics.flatMap((clinic) => clinic.team))]
/** The longest team a check may carry: every member, each slug as long as it may be, in the character PHP escapes longest. */
const longestTeam = Array.from({ length: MODEL_BOUNDS.teamMembers }, () => 'é'.repeat(MODEL_BOUNDS.slug))

test('PHP’s JSON is counted as wp_json_encode writes it: "/" escaped, every non-ASCII unit six bytes', () => {
  expect(asPhpWrites({ a: 'é/x' })).toBe('{"a":"\\u00e9\\/x"}')
  expect(phpJsonBytes({ a: 'é/x' })).toBe(Buffer.byteLength(asPhpWrites({ a: 'é/x' })))
})

test('the check’s limit holds the embedded model twice, as WordPress writes it, many times over', () => {
  const practice = embeddedPractice()
  const pair = Buffer.byteLength(asPhpWrites({ proposed: practice, current: practice, team: teamOf(practice) }))
  console.info(`the embedded model twice, as PHP writes it: ${pair} bytes; the limit ${PRACTICE_CHECK_MAX_BYTES}`)
  expect(PRACTICE_CHECK_MAX_BYTES).toBeGreaterThan(pair * 6)
})

test('a legal model at its bounds, twice, with the longest team, fits: so does any model up to its bound in bytes', () => {
  const practice = modelAtBounds()
  const sent = JSON.parse(asPhpWrites(practice)) as unknown
  expect(modelProblems(sent, teamOf(practice))).toEqual([])
  const body = Buffer.byteLength(asPhpWrites({ proposed: practice, current: practice, team: longestTeam }))
  console.info(`the model at its bounds twice, as PHP writes it: ${body} bytes; the limit ${PRACTICE_CHECK_MAX_BYTES}`)
  expect(body).toBeLessThanOrEqual(PRACTICE_CHECK_MAX_BYTES)
  // The largest legal model is modelBytes as PHP writes it: twice that, the longest team and the envelope's keys fit too.
  const envelope = Buffer.byteLength(asPhpWrites({ proposed: 0, current: 0, team: longestTeam })) - 2
  expect(2 * MODEL_BOUNDS.modelBytes + envelope).toBeLessThanOrEqual(PRACTICE_CHECK_MAX_BYTES)
})
