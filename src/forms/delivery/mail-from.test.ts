import { embeddedFacts } from '../../../tests/embedded-facts'
import { defaultMailFrom } from './mail-from'

describe('the forms e-mails sender without MAIL_FROM', () => {
  it("is the practice's website, named from the practice model when sent", async () => {
    expect(await defaultMailFrom()).toBe(`${embeddedFacts().name} website <website@larkspurdental.example>`)
  })
})
