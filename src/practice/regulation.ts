/**
 * The facts the General Dental Council's guidance on advertising and the complaints rules ask a
 * practice website to show (issue 13), in one typed place: the footer, /complaints-procedure and
 * the homepage's JSON-LD read them. The care offered is derived, per request, from the clinics of
 * the practice model the content port serves (SiteFacts.care): callers pass it, so change a clinic's
 * care there and every wording follows.
 */

/** Whether the practice offers NHS care, private care or both. */
export type CareOffered = 'nhs' | 'private' | 'both'

export interface ExternalLink {
  readonly label: string
  readonly href: string
}

export interface ComplaintStep {
  /** Which care the step applies to; absent: all. */
  readonly for?: 'NHS care' | 'private care'
  readonly text: string
  readonly link: ExternalLink
}

export const regulation = {
  /** The GDC's online register, where anyone can check a dental professional's registration. */
  gdcRegister: { label: 'GDC register', href: 'https://olr.gdc-uk.org/SearchRegister' },
  complaints: {
    practice: { label: 'our complaints procedure', href: '/complaints-procedure' },
    /** For private care, once the practice's own procedure is finished. */
    private: { label: 'Dental Complaints Service', href: 'https://dcs.gdc-uk.org/' },
    /** For NHS care in England: the integrated care board, then the Ombudsman. */
    nhs: { label: 'NHS complaints route', href: 'https://www.nhs.uk/using-the-nhs/about-the-nhs/how-to-complain-to-the-nhs/' },
    nhsBody: 'NHS Frimley Integrated Care Board',
    ombudsman: { label: 'Parliamentary and Health Service Ombudsman', href: 'https://www.ombudsman.org.uk/' },
  },
} as const

const careWords: Record<CareOffered, string> = {
  nhs: 'NHS dental care',
  private: 'Private dental care',
  both: 'NHS and private dental care',
}

/** 'NHS and private dental care', 'Private dental care' or 'NHS dental care'. */
export function careOffered(care: CareOffered): string {
  return careWords[care]
}

export const offersNhs = (care: CareOffered) => care !== 'private'
export const offersPrivate = (care: CareOffered) => care !== 'nhs'

/** Where a patient goes if our own procedure does not settle a complaint, for the care the practice offers. */
export function escalationSteps(care: CareOffered): ComplaintStep[] {
  const { complaints } = regulation
  const steps: ComplaintStep[] = []
  if (offersPrivate(care)) {
    steps.push({
      for: 'private care',
      text: 'the Dental Complaints Service, an independent service run by the General Dental Council',
      link: complaints.private,
    })
  }
  if (offersNhs(care)) {
    steps.push({
      for: 'NHS care',
      text: `${complaints.nhsBody}, which commissions NHS dentistry here, then the ${complaints.ombudsman.label}`,
      link: complaints.nhs,
    })
  }
  return steps
}
