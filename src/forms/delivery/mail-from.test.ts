import addressparser from 'nodemailer/lib/addressparser'
import { embeddedFacts } from '../../../tests/embedded-facts'
import { defaultMailFrom, mailFromFor, WEBSITE_SENDER } from './mail-from'

describe('the forms e-mails sender without MAIL_FROM', () => {
  it("is the practice's website, named from the practice model when sent", async () => {
    expect(await defaultMailFrom()).toBe(`${embeddedFacts().name} website <${WEBSITE_SENDER}>`)
  })

  // Issue 34, point 8: the name is edited in WordPress; the header is an address list.
  it.each([
    ['a second sender', 'Larkspur <boss@evil.example>, Larkspur'],
    ['an address of its own', 'Larkspur <boss@evil.example>'],
    ['a quote that swallows the address', 'Larkspur "'],
    ['a line break (a header of its own)', 'Larkspur\r\nBcc: all@evil.example'],
    ['a group', 'Everyone: boss@evil.example;'],
  ])('a practice name holding %s is not used: the website address alone is, and it is logged', (_, name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const from = mailFromFor(name)
      expect(from).toBe(WEBSITE_SENDER)
      expect(addressparser(from, { flatten: true })).toEqual([{ name: '', address: WEBSITE_SENDER }])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('mail.from_name_refused'))
      expect(String(warn.mock.calls[0]?.[0])).not.toContain('evil')
    } finally {
      warn.mockRestore()
    }
  })

  it('a name with an apostrophe, an ampersand or accents is kept, as one sender', () => {
    for (const name of ["St Mary's Dental", 'Smith & Jones Dental', 'Clínica Dental Éire']) {
      expect(addressparser(mailFromFor(name), { flatten: true })).toEqual([{ name: `${name} website`, address: WEBSITE_SENDER }])
    }
  })
})
