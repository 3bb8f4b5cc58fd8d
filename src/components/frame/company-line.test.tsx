import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mainClinic } from '@/practice/facts'
import type { Practice } from '@/practice/model'
import { formatAddress } from '@/practice/site-facts'
import { embeddedPractice } from '../../../tests/embedded-facts'
import { CompanyLine, registeredIn } from './company-line'

const withCompany = (company: Practice['group']['company']): Practice => {
  const practice = embeddedPractice()
  const { company: _embedded, ...group } = practice.group
  return { ...practice, group: company ? { ...group, company } : group }
}

describe("the footer's company line (the Companies (Trading Disclosures) Regulations 2008)", () => {
  it("names the company, where it is registered, its number and its registered office (the main clinic's address)", () => {
    const practice = withCompany({ legalName: 'Thameside Dental Ltd', number: '08123456' })
    const html = renderToStaticMarkup(<CompanyLine practice={practice} />)
    const office = formatAddress(mainClinic(practice.group).address)
    expect(html).toBe(`<p data-testid="company-disclosure">Thameside Dental Ltd, registered in England and Wales, company number 08123456. Registered office: ${office}.</p>`)
  })

  it('says nothing when the model has no company', () => {
    expect(renderToStaticMarkup(<CompanyLine practice={withCompany(undefined)} />)).toBe('')
  })

  it("reads the place of registration from the number's prefix", () => {
    expect(['08123456', 'OC301234', 'SC123456', 'SO301234', 'NI612345', 'NC001234', 'SE000123'].map(registeredIn)).toEqual([
      'England and Wales',
      'England and Wales',
      'Scotland',
      'Scotland',
      'Northern Ireland',
      'Northern Ireland',
      'England and Wales',
    ])
    expect(renderToStaticMarkup(<CompanyLine practice={withCompany({ legalName: 'Clyde Smiles Ltd', number: 'SC123456' })} />)).toContain('registered in Scotland, company number SC123456')
  })
})
