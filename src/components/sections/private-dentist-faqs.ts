import { financeOffer } from '@/site/finance-offer'
import { quoting, type SiteFacts } from '@/practice/site-facts'
import type { FaqItem } from '../blocks/faq'

/** Eight questions for the private dentist page (docs/requirements.md §2), linking to the treatments they mention, from the request's SiteFacts. */
export function privateDentistFaqs(facts: SiteFacts): readonly FaqItem[] {
  const { nhsClinicNames } = facts
  const { days, opens, closes } = facts.openingHours
  return [
    {
      question: 'Do you offer NHS treatment?',
      answer:
        nhsClinicNames.length > 0
          ? `Yes, at our ${nhsClinicNames.join(' and ')} clinic${nhsClinicNames.length > 1 ? 's' : ''}, which offer${nhsClinicNames.length > 1 ? '' : 's'} NHS care as well as private care; our other clinics are private. Our [NHS treatment guide](/nhs-treatment) explains how NHS dental charges work, and [our fees page](/fees) shows the NHS charges in force.`
          : `No. ${facts.name} is a private practice, so every appointment is private. Our [NHS treatment guide](/nhs-treatment) explains how NHS dental charges work and how to find an NHS dentist if you prefer.`,
    },
    {
      question: 'How much does a private check-up cost?',
      answer: quoting(
        facts,
        ['newPatientExamination', 'routineExamination'],
        (first, routine) => `A new patient examination is ${first}, including any X-rays you need. After that a routine examination is ${routine}, and children under 16 with a registered parent are seen free.`,
        'A new patient examination includes any X-rays you need, and children under 16 with a registered parent are seen free.',
      ),
    },
    {
      question: 'Can I spread the cost of my dental care?',
      answer: `${quoting(facts, ['membershipPerMonth'], (plan) => `Yes. Our membership plan costs from ${plan} per month and includes`, 'Yes. Our monthly membership plan includes')} 2 check-ups and 2 hygiene visits a year, whitening and 10% off treatments. For larger treatments there is [finance](/finance) over ${financeOffer.terms} months on treatments from ${financeOffer.from}, subject to status.`,
    },
    {
      question: 'Do you offer teeth whitening?',
      answer: `${quoting(
        facts,
        ['homeWhitening', 'homeAndSurgeryWhitening'],
        (home, both) => `Yes, always planned and supervised by a dentist after a check-up: home whitening for ${home} or combined home and in-surgery whitening for ${both}.`,
        'Yes, always planned and supervised by a dentist after a check-up: home whitening, or combined home and in-surgery whitening.',
      )} Read about [teeth whitening](/teeth-whitening).`,
    },
    {
      question: 'Can you improve chipped or uneven front teeth?',
      answer: 'Often, yes. Depending on the tooth, composite bonding or [porcelain veneers](/veneers) can repair chips and even out shape and colour. The dentist will explain what is realistic for you.',
    },
    {
      question: 'Can you replace missing teeth?',
      answer: 'Yes. Dr Rohan Mehta places [dental implants](/dental-implants-services) here at the practice, from a single tooth to a full arch. Bridges and dentures are also available.',
    },
    {
      question: 'How soon can I have my first appointment?',
      answer: `Usually within a week or two of registering. If you are in pain, call us on ${facts.phone.display} and we will do our best to see you sooner. We are open ${days}, ${opens} to ${closes}.`,
    },
    {
      question: 'What do your patients say about you?',
      answer: 'Read what patients tell us about their check-ups, Invisalign, implants and help for nervous patients on our [reviews page](/reviews).',
    },
  ]
}
