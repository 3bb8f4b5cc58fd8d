import { embeddedFinance } from '@/practice/finance-record'
import type { Practice } from '@/practice/model'
import { embeddedPractice } from './embedded-facts'

/**
 * The embedded practice with every go-live placeholder (issue 45) replaced by a real-looking value
 * (none of them a real firm's): what a practice ready to launch looks like, for the go-live tests.
 */
export function launchedPractice(): Practice {
  const practice = embeddedPractice()
  const real = JSON.parse(
    JSON.stringify(practice)
      .replaceAll(/larkspurdental\.example/g, 'thameside-dental.co.uk')
      .replaceAll(/01632 960(\d{3})/g, '01628 771$1')
      .replaceAll(/07700 900(\d{3})/g, '07811 452$1')
      .replaceAll(/1-00000000(\d)/g, '1-10234567$1'),
  ) as Practice
  return {
    ...real,
    group: { ...real.group, company: { legalName: 'Thameside Dental Ltd', number: '08123456' } },
    finance: { ...embeddedFinance, legalName: 'Thameside Dental Ltd', firmReferenceNumber: '712345' },
  }
}
