import { treatmentForRoute } from '@/practice/treatment-records'
import type { Practice, PricedOption, Treatment } from '../model'
import { PRESCRIPTION_ONLY_EFFECTS, prescriptionOnlyName } from './vocabulary'
import { stringsIn, type ContentRule, type Finding, type ModelRule, type PageRule, type RenderedPage } from './rule'

/**
 * Prescription-only medicines (botulinum toxin): CAP Code 12.12, the Human Medicines Regulations
 * 2012 (reg. 284) and the ASA's enforcement notice on botulinum toxin forbid promoting them to the
 * public. A treatment marked `prescriptionOnly` offers a consultation and nothing else: no price
 * but the consultation's, no finance, no before-and-after cases, no claim of effect or duration,
 * anywhere on its page (its <head>, Open Graph and structured data included), and no structured
 * data anywhere offers it except as the consultation.
 */
const ID = 'prescription-only'
const SOURCE = 'CAP Code 12.12; Human Medicines Regulations 2012 reg. 284; ASA enforcement notice on botulinum toxin'

/** An option a prescription-only treatment may offer: a consultation, by its name. */
export const isConsultation = (option: Pick<PricedOption, 'name'>): boolean => /\bconsultation\b/i.test(option.name)

/** The prescription-only medicine a treatment names anywhere in its record (its slug, name, options, fields), if any. */
export const namedMedicine = (treatment: Treatment): string | undefined =>
  [...stringsIn(treatment)].map(([, text]) => prescriptionOnlyName(text)).find((name) => name !== undefined)

/**
 * A treatment about a prescription-only medicine: by its switch, or by a medicine it names (issue
 * 45: unticking "Prescription-only medicine" on the anti-wrinkle treatment does not make it another).
 */
export const isPrescriptionOnly = (treatment: Treatment): boolean => treatment.prescriptionOnly || namedMedicine(treatment) !== undefined

const prescriptionOnly = (practice: Pick<Practice, 'treatments'>): Treatment[] => practice.treatments.filter(isPrescriptionOnly)

export const prescriptionOnlyModel: ModelRule = {
  id: ID,
  source: SOURCE,
  check: (practice) =>
    prescriptionOnly(practice).flatMap((treatment) => {
      const where = `treatments[${treatment.slug}]`
      const findings: Finding[] = treatment.options
        .filter((option) => !isConsultation(option))
        .map((option) => ({ rule: ID, where: `${where}.options[${option.id}]`, message: `a prescription-only treatment offers a consultation only; "${option.name}" prices the medicine` }))
      if (!treatment.options.some(isConsultation)) findings.push({ rule: ID, where: `${where}.options`, message: 'a prescription-only treatment needs a consultation option (its name containing "consultation")' })
      if (treatment.finance) findings.push({ rule: ID, where: `${where}.finance`, message: 'a prescription-only treatment offers no finance' })
      if (treatment.cases.length > 0) findings.push({ rule: ID, where: `${where}.cases`, message: 'a prescription-only treatment shows no before-and-after cases' })
      const named = namedMedicine(treatment)
      if (!treatment.prescriptionOnly && named !== undefined) {
        findings.push({ rule: ID, where: `${where}.prescriptionOnly`, message: `names a prescription-only medicine ("${named}"), so it stays marked "Prescription-only medicine" and offers a consultation only` })
      }
      return findings
    }),
}

const decodeEntities = (html: string): string =>
  html
    .replace(/&pound;/gi, '£')
    .replace(/&#163;|&#x0*a3;/gi, '£')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|&#160;/g, ' ')

/** Every amount written with a pound sign, as a number ('£1,250' → 1250). */
const poundAmounts = (text: string): number[] => [...text.matchAll(/£\s?(\d[\d,]*(?:\.\d{1,2})?)/g)].map((match) => Number((match[1] ?? '').replace(/,/g, '')))

interface StructuredOffer {
  readonly name: string
  readonly service: string
  readonly url: string
  readonly amounts: readonly number[]
}

/** Every schema.org Offer in the page's JSON-LD, with the service it offers and its amounts. */
export function structuredOffers(html: string): StructuredOffer[] {
  const offers: StructuredOffer[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (record['@type'] === 'Offer') {
      const item = (record.itemOffered ?? {}) as Record<string, unknown>
      const amounts: number[] = []
      const collect = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(collect)
        if (!value || typeof value !== 'object') return
        for (const [key, inner] of Object.entries(value)) {
          if (['price', 'minPrice', 'maxPrice'].includes(key) && Number.isFinite(Number(inner))) amounts.push(Number(inner))
          else collect(inner)
        }
      }
      collect({ price: record.price, priceSpecification: record.priceSpecification })
      offers.push({ name: String(record.name ?? ''), service: String(item.name ?? ''), url: String(item.url ?? ''), amounts })
    }
    Object.values(record).forEach(walk)
  }
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      walk(JSON.parse(match[1] ?? ''))
    } catch {
      // Malformed structured data is another check's concern; this one reads what parses.
    }
  }
  return offers
}

const offerNames = (offer: StructuredOffer, treatment: Treatment): boolean =>
  offer.url.replace(/\/+$/, '').endsWith(`/${treatment.slug}`) || [offer.name, offer.service].some((name) => name.toLowerCase().includes(treatment.name.toLowerCase()))

function pageOfTreatment(page: RenderedPage, treatment: Treatment): Finding[] {
  const where = page.path
  const finding = (message: string): Finding => ({ rule: ID, where, message: `${message} (prescription-only "${treatment.slug}")` })
  const allowed = new Set(treatment.options.filter(isConsultation).flatMap((option) => [option.from, ...(option.to === undefined ? [] : [option.to])]))
  const text = decodeEntities(page.html)
  const findings: Finding[] = []
  const prices = [...new Set(poundAmounts(text).filter((amount) => !allowed.has(amount)))]
  if (prices.length > 0) findings.push(finding(`shows a price other than the consultation's: ${prices.map((amount) => `£${amount}`).join(', ')}`))
  const offered = [...new Set(structuredOffers(page.html).flatMap((offer) => offer.amounts.filter((amount) => !allowed.has(amount))))]
  if (offered.length > 0) findings.push(finding(`structured data prices something other than the consultation: ${offered.join(', ')}`))
  if (/representative example/i.test(text)) findings.push(finding('shows a finance example'))
  if (/\b(?:per|a|each|every) month\b|\/\s?month\b|\bmonthly payments?\b/i.test(text)) findings.push(finding('shows a monthly payment'))
  // The claim words are read in the visible text and in attributes (meta, Open Graph), not in element names or scripts' code.
  const words = text.replace(/<script\b(?![^>]*ld\+json)[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]*?(?:content|alt|title|aria-label)="([^"]*)"[^>]*>/gi, ' $1 ').replace(/<[^>]+>/g, ' ')
  for (const pattern of PRESCRIPTION_ONLY_EFFECTS) {
    const claim = pattern.exec(words)
    if (claim) findings.push(finding(`makes an effect or duration claim: "${claim[0]}"`))
  }
  return findings
}

/** The words a content file shows a reader: its body and its front matter's text (title, SEO and Open Graph fields). */

/** The page's content file as written: the same checks as the rendered page, caught before it renders, naming the file. */
export const prescriptionOnlyContent: ContentRule = {
  id: ID,
  source: SOURCE,
  check: (file, practice) => {
    const treatment = treatmentForRoute(practice.treatments, file.path.replace(/^.*\//, '').replace(/\.md$/, ''))
    if (!treatment || !isPrescriptionOnly(treatment) || !file.path.startsWith('content/pages/')) return []
    const consultations = new Set([treatment.slug, ...treatment.options.filter(isConsultation).map((option) => option.id)])
    const text = `${[...stringsIn(file.data)].map(([, value]) => value).join('\n')}\n${file.body}`
    const finding = (message: string): Finding => ({ rule: ID, where: file.path, message: `${message} (prescription-only "${treatment.slug}")` })
    const findings: Finding[] = []
    for (const placeholder of text.matchAll(/\[(price|finance)(?: ([^\]]*))?\]/g)) {
      if (placeholder[1] === 'finance') findings.push(finding(`shows finance: "${placeholder[0]}"`))
      else if (!consultations.has((placeholder[2] ?? '').trim())) findings.push(finding(`shows a price other than the consultation's: "${placeholder[0]}"`))
    }
    const typed = poundAmounts(text)
    if (typed.length > 0) findings.push(finding(`types a price: ${typed.map((amount) => `£${amount}`).join(', ')}`))
    for (const pattern of PRESCRIPTION_ONLY_EFFECTS) {
      const claim = pattern.exec(text)
      if (claim) findings.push(finding(`makes an effect or duration claim: "${claim[0]}"`))
    }
    return findings
  },
}

export const prescriptionOnlyPage: PageRule = {
  id: ID,
  source: SOURCE,
  check: (page, practice) => {
    const own = treatmentForRoute(practice.treatments, page.path)
    const findings = own && isPrescriptionOnly(own) ? pageOfTreatment(page, own) : []
    const offers = structuredOffers(page.html)
    for (const treatment of prescriptionOnly(practice)) {
      for (const offer of offers.filter((candidate) => offerNames(candidate, treatment) && !isConsultation(candidate))) {
        findings.push({ rule: ID, where: page.path, message: `structured data offers "${offer.name}" of prescription-only "${treatment.slug}"; only its consultation may be offered` })
      }
    }
    return findings
  },
}
