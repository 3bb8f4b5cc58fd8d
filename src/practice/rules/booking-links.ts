import { bookingUrlProblem, fillBookingTemplate } from '@/lib/booking-template'
import type { Finding, ModelRule } from './rule'

/**
 * A clinic's booking address makes an https link for every treatment (issue 44): Book on its
 * page, its cards and every treatment it offers reads it as a template (src/site/booking.ts), and
 * a template that makes no address for some slug would leave that link out. Every clinic's
 * template is filled for no treatment and for each treatment, as the pages fill it. BOOKING_URL is
 * configuration, checked the same way at start (src/env.ts).
 */
export const bookingLinksRule: ModelRule = {
  id: 'booking-links',
  source: 'issue 44 (no edit can break a page); issue 28 (a clinic’s own booking address)',
  check: (practice) => {
    const found: Finding[] = []
    for (const clinic of practice.group.clinics) {
      const template = clinic.bookingUrl
      if (template === undefined) continue
      const where = `group.clinics[${clinic.slug}].bookingUrl`
      const problem = bookingUrlProblem(template)?.replace('BOOKING_URL', 'the booking address')
      if (problem) {
        found.push({ rule: 'booking-links', where, message: problem })
        continue
      }
      const contexts = [{}, ...practice.treatments.map((treatment) => ({ treatment: treatment.slug }))]
      const broken = contexts.find((context) => !fillBookingTemplate(template, context)?.startsWith('https://'))
      if (broken) found.push({ rule: 'booking-links', where, message: `the booking address makes no https link${'treatment' in broken ? ` for ${String(broken.treatment)}` : ''}` })
    }
    return found
  },
}
