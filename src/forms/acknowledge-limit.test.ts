import { createClient } from 'redis'
import { redisAvailable, startRedis, type TempRedis } from '../../tests/fakes/redis'
import { createAcknowledgementLimiter } from './acknowledge-limit'
import { acknowledgementAddresses } from './acknowledge-recipient'

afterEach(() => vi.useRealTimers())

test('one acknowledgement to an address in 10 minutes, three in 24 hours, whatever its case', async () => {
  vi.useFakeTimers({ now: new Date('2026-12-08T09:00:00Z') })
  const limiter = createAcknowledgementLimiter()
  expect(await limiter.take('victim@example.test')).toBe(true)
  expect(await limiter.take(' Victim@Example.TEST')).toBe(false)
  expect(await limiter.take('other@example.test')).toBe(true)
  vi.setSystemTime(new Date('2026-12-08T09:11:00Z'))
  expect(await limiter.take('victim@example.test')).toBe(true)
  vi.setSystemTime(new Date('2026-12-08T09:22:00Z'))
  expect(await limiter.take('victim@example.test')).toBe(true)
  vi.setSystemTime(new Date('2026-12-08T09:33:00Z'))
  expect(await limiter.take('victim@example.test')).toBe(false)
  vi.setSystemTime(new Date('2026-12-09T09:01:00Z'))
  expect(await limiter.take('victim@example.test')).toBe(true)
})

test('to the sender, or the referring dentist; the patient of a referral only where the practice turns it on', () => {
  const referral = { patientemail: 'pat@example.test', dentistemail: 'jo@bridge.example', dentistname: 'Dr Jo' }
  expect(acknowledgementAddresses('enquiry', { email: ' ada@example.test ', fullname: 'Ada' }, {})).toEqual(['ada@example.test'])
  expect(acknowledgementAddresses('referral', referral, {})).toEqual(['jo@bridge.example'])
  expect(acknowledgementAddresses('referral', referral, { ackReferralPatient: true })).toEqual(['jo@bridge.example', 'pat@example.test'])
  expect(acknowledgementAddresses('referral', { ...referral, patientemail: 'JO@bridge.example' }, { ackReferralPatient: true })).toEqual(['jo@bridge.example'])
  expect(acknowledgementAddresses('referral', { patientemail: 'pat@example.test' }, {})).toEqual([])
})

const withRedis = redisAvailable() ? describe : describe.skip
withRedis('shared through Redis', () => {
  let redis: TempRedis
  const clients: Array<ReturnType<typeof createClient>> = []
  beforeAll(async () => void (redis = await startRedis()))
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await redis?.stop()
  })
  const instance = async () => {
    const client = createClient({ url: redis.url, disableOfflineQueue: true })
    client.on('error', () => undefined)
    await client.connect()
    clients.push(client)
    return createAcknowledgementLimiter(() => (client.isReady ? client : null))
  }

  test('two instances count one address together, by its hash: the address is no key', async () => {
    const [a, b] = [await instance(), await instance()]
    expect(await a.take('victim@example.test')).toBe(true)
    expect(await b.take('VICTIM@example.test')).toBe(false)
    const keys = await clients[0]!.keys('*')
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.some((key) => key.includes('victim'))).toBe(false)
  })
})
