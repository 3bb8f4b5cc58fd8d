import { createLogger, describeForLog, formatLine } from './log'

/** Drizzle's query error: its message holds the insert's parameters, here a patient's. */
class DrizzleQueryError extends Error {
  constructor(cause: Error) {
    super('Failed query: insert into "submissions" params: {"patientname":"Pat Patient"}')
    this.cause = cause
  }
}

const databaseError = () => Object.assign(new Error('invalid input syntax for type date: "Pat Patient"'), { name: 'DatabaseError', code: '22007' })

describe('the forms logger', () => {
  it('names an error by its class and code, through its causes, never by its message', () => {
    const error = new DrizzleQueryError(databaseError())
    expect(describeForLog(error)).toBe('DrizzleQueryError <- DatabaseError[22007]')
  })

  it("keeps nodemailer's code and the server's reply code", () => {
    const smtp = Object.assign(new Error('550 5.1.1 <pat@example.com>: Recipient address rejected'), { code: 'EENVELOPE', responseCode: 550 })
    expect(describeForLog(smtp)).toBe('Error[EENVELOPE,550]')
  })

  it('withholds a fact that is not a short token, and a code that is not one', () => {
    const line = formatLine('forms', 'event', { id: 'a1b2', form: 'Pat Patient', code: 'pat@example.com', error: Object.assign(new Error('x'), { code: 'has space' }) })
    expect(line).toBe('[forms] event id=a1b2 form=(withheld) code=(withheld) error=Error')
  })

  it('describes a thrown non-error by its type only', () => {
    expect(describeForLog('Pat Patient, 1 River Road')).toBe('string')
  })

  it('writes one line per event to the console stream of its level', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    createLogger('forms').error('could not store the submission', { id: 'abc', form: 'referral', error: new DrizzleQueryError(databaseError()) })
    expect(error).toHaveBeenCalledWith('[forms] could not store the submission id=abc form=referral error=DrizzleQueryError <- DatabaseError[22007]')
    error.mockRestore()
  })
})
