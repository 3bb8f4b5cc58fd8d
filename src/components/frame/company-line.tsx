import { mainClinic } from '@/practice/facts'
import type { Practice } from '@/practice/model'
import { formatAddress } from '@/practice/site-facts'

/**
 * What the Companies (Trading Disclosures) Regulations 2008 ask a company's website to show (issue
 * 45): its registered name, its number, where it is registered and its registered office, for the
 * footer's small print. The registered office is taken to be the main clinic's address: the model
 * has no other (a practice whose office is elsewhere needs a field for it first).
 */
export interface CompanyDisclosure {
  readonly legalName: string
  readonly number: string
  /** 'England and Wales', 'Scotland' or 'Northern Ireland', read from the number's prefix. */
  readonly registeredIn: string
  readonly office: string
}

/**
 * Companies House's prefixes for a company registered in Scotland (SC, and SO, SL, SG… for its
 * partnerships) or Northern Ireland (NI, NC, NL…); every other number (eight digits, OC, LP…) is
 * registered in England and Wales.
 */
const SCOTLAND = /^S[ACFGILOPRZ]/
const NORTHERN_IRELAND = /^N[ACFILOPRZ]/

export function registeredIn(number: string): string {
  if (SCOTLAND.test(number)) return 'Scotland'
  if (NORTHERN_IRELAND.test(number)) return 'Northern Ireland'
  return 'England and Wales'
}

/** The practice's company as the footer discloses it, or null when the model has none. */
export function companyDisclosure(practice: Practice): CompanyDisclosure | null {
  const { company } = practice.group
  if (!company) return null
  return { legalName: company.legalName, number: company.number, registeredIn: registeredIn(company.number), office: formatAddress(mainClinic(practice.group).address) }
}

/** The footer's line: 'Thameside Dental Ltd, registered in England and Wales, company number 08123456. Registered office: …', or nothing without a company. */
export function CompanyLine({ practice, className }: { practice: Practice; className?: string }) {
  const company = companyDisclosure(practice)
  if (!company) return null
  return (
    <p data-testid="company-disclosure" className={className}>
      {`${company.legalName}, registered in ${company.registeredIn}, company number ${company.number}. Registered office: ${company.office}.`}
    </p>
  )
}
