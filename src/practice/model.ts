import { z } from 'zod'
import { optionIdOf } from './option-id'
import { DAYS } from './days'
import { financeRecordSchema } from './finance-record'
import { MODEL_BOUNDS as BOUNDS } from './bounds'
import { isCalendarDate } from './calendar-date'

/**
 * The practice as data (issue 28): a group of clinics, their hours and dated closures, prices and
 * treatment facts, the fee schedule and the NHS bands. One typed model, validated where it enters
 * (the embedded files under content/, or WordPress through our plugin); everything the site says
 * about the practice is read from it or computed from it.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
/** A real day of the calendar (issue 44): '2026-13-01' or '2026-02-30' would make formatLongDate throw on a page. */
const isoDate = z
  .string()
  .regex(ISO_DATE, 'a date written YYYY-MM-DD')
  .refine((date) => !ISO_DATE.test(date) || isCalendarDate(date), 'a date of the calendar (no 13th month, no 30 February)')
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time written HH:MM (24-hour)')
const slug = z.string().max(BOUNDS.slug).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug of lower-case letters, digits and hyphens')
/** A UK number as people read it: '01632 960000'. */
const ukPhone = z.string().regex(/^0\d{3,4} ?\d{3} ?\d{3,4}$/, "a UK number as it is read, e.g. '01632 960000'")
const pounds = z.number().nonnegative().finite()
/** Free texts by their kind, each with its maximum (./bounds.ts). */
const name = z.string().min(1).max(BOUNDS.name)
const short = z.string().min(1).max(BOUNDS.short)
const prose = z.string().min(1).max(BOUNDS.prose)
const slugs = (most: number) => z.array(slug).max(most).default([])

/**
 * A link the model hands to a page: an https address, or a path on this site (one '/', never
 * '//host' nor '/\host', which browsers read as another host). Any other scheme (javascript:,
 * data:, http:) would reach every page's footer, so it is refused where the model enters. The
 * practice plugin's REST schemas are generated from this model (scripts/wordpress/meta-schema.ts),
 * so WordPress refuses the same links. Control characters and white space are refused
 * too: browsers drop them from a URL, so 'java\tscript:' would read as a scheme.
 */
export const LINK_PATTERN = String.raw`^(?:https://[^\p{Cc}\s\\/?#]|/(?!/))[^\p{Cc}\s\\]*$`
export const link = z.string().max(BOUNDS.link).regex(new RegExp(LINK_PATTERN, 'u'), 'an https address, or a path on this site starting with a single /')

export { DAYS, type Day } from './days'

export const sessionSchema = z
  .object({ opens: clock, closes: clock })
  .refine((session) => session.opens < session.closes, { message: 'opens must be before closes' })
export type Session = z.infer<typeof sessionSchema>

/** A day that is not the week's usual: closed, or other hours; `through` makes it a run of days. */
export const exceptionSchema = z
  .object({
    date: isoDate,
    through: isoDate.optional(),
    reason: z.string().min(1).max(80),
    /** Absent or empty: closed. */
    hours: z.array(sessionSchema).max(BOUNDS.sessions).default([]),
  })
  .refine((exception) => !exception.through || exception.through >= exception.date, { message: 'through must not be before date' })
export type HoursException = z.infer<typeof exceptionSchema>

export const careSchema = z.enum(['nhs', 'private', 'both'])
export type Care = z.infer<typeof careSchema>

export const clinicSchema = z.object({
  slug,
  name,
  /** The clinic whose hours and phone the header, footer and get-in-touch show. Exactly one. */
  main: z.boolean().default(false),
  address: z.object({ street: name, locality: name, region: name, postcode: z.string().min(5).max(10), country: z.literal('GB') }),
  geo: z.object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-9).max(2) }),
  phone: ukPhone,
  /** The line for appointments, where it is not the main one. */
  appointmentsPhone: ukPhone.optional(),
  whatsapp: z.string().regex(/^07\d{3} ?\d{6}$/, "a UK mobile as it is read, e.g. '07700 900000'").optional(),
  email: z.email().max(BOUNDS.email),
  /** Each day's sessions; a day left out is closed. */
  hours: z.partialRecord(z.enum(DAYS), z.array(sessionSchema).max(BOUNDS.sessions)),
  /** England and Wales bank holidays close the clinic unless it says 'open'. */
  bankHolidays: z.enum(['closed', 'open']).default('closed'),
  exceptions: z.array(exceptionSchema).max(BOUNDS.exceptions).default([]),
  directions: z.object({ publicTransport: prose, byCar: prose, stepFreeAccess: prose }),
  care: careSchema,
  cqcLocation: link,
  /** Where Book goes for this clinic: a URL template ({treatment} is replaced), or absent for the enquiry form. */
  bookingUrl: link.optional(),
  /** Who works there (team slugs); which treatments it offers is said by each treatment. */
  team: slugs(BOUNDS.team),
})
export type Clinic = z.infer<typeof clinicSchema>

export const groupSchema = z.object({
  name,
  town: name,
  county: name,
  /** The fixed document title naming the practice and its town (docs/requirements.md §1). */
  documentTitle: short,
  tagline: short,
  email: z.email().max(BOUNDS.email),
  /** The company that runs the practice, as Companies House registers it (issue 45): `npm run preflight` asks for it before launch. */
  company: z
    .object({ legalName: name, number: z.string().regex(/^(?:\d{8}|[A-Z]{2}\d{6})$/, 'a Companies House number: eight digits, or two capitals and six digits (SC123456)') })
    .optional(),
  social: z.array(z.object({ network: name, href: link })).max(BOUNDS.social),
  /** The date the prices were last reviewed, shown on /fees. */
  pricesReviewed: isoDate,
  clinics: z
    .array(clinicSchema)
    .min(1)
    .max(BOUNDS.clinics)
    // Named on each main clinic's `main` where there are several, so a save that adds one is told
    // at the field it changed (the site's check of a save, src/practice/check/, issue 36).
    .superRefine((clinics, context) => {
      const mains = clinics.flatMap((clinic, index) => (clinic.main ? [index] : []))
      const message = 'exactly one clinic must be "main": true'
      if (mains.length === 0) context.addIssue({ code: 'custom', message, input: clinics })
      if (mains.length > 1) for (const index of mains) context.addIssue({ code: 'custom', message, path: [index, 'main'], input: clinics })
    })
    .refine((clinics) => new Set(clinics.map((clinic) => clinic.slug)).size === clinics.length, { message: 'clinic slugs must be unique' }),
})
export type Group = z.infer<typeof groupSchema>

export { optionIdOf }

export const pricedOptionSchema = z
  .object({
    /**
     * A stable id (issue 35): the sections, the fee schedule and the placeholders name an option
     * by it, so a renamed option keeps every reference. Derived from the name where missing; the
     * plugin keeps it on save. Unique across the whole model (practiceProblems).
     */
    id: slug.optional(),
    name,
    from: pounds,
    to: pounds.optional(),
    /** 'per tooth', 'per arch', 'per course'… */
    unit: name.optional(),
    /** The price is the price, not a starting point ('£395', not 'from £395'). */
    fixed: z.boolean().default(false),
    /** Ids of the other options whose charge this price already includes (a CBCT scan in an implant's price). */
    includes: slugs(BOUNDS.includes),
    /** How many units a patient typically buys (a three-unit bridge), where the price is per unit: the example's cash price. */
    typicalUnits: z.number().int().min(1).max(32).optional(),
    /** The option the practice's finance example uses for this treatment (CONC 3.5.5R: a price a patient buys). */
    representative: z.boolean().default(false),
  })
  .refine((option) => option.to === undefined || option.to >= option.from, { message: 'to must not be below from' })
  .transform((option) => ({ ...option, id: option.id ?? optionIdOf(option.name) }))
export type PricedOption = z.infer<typeof pricedOptionSchema>

/**
 * A photograph of a real patient, as the practice took it: a path on this site (the CMS's uploads
 * are served through it) or an https address, never another scheme.
 */
const photographSchema = z.object({
  src: link.refine((src) => src !== '/', 'a path on this site (/wp-content/uploads/…) or an https address'),
  alt: z.string().min(1).max(300),
})

/**
 * A practice's own before-and-after case (issue 29). The ASA treats such photographs as
 * testimonials: genuine, consented and unretouched. So a case says when the patient consented,
 * who treated them and over what time, and the editor must state that the photographs are not
 * retouched. The embedded default ships none: no illustration may pose as a result.
 */
export const beforeAfterSchema = z.object({
  before: photographSchema,
  after: photographSchema,
  /** The date the patient gave written consent to show the photographs. */
  consentDate: isoDate,
  /** Team slug of the clinician who treated the patient. */
  clinician: slug,
  /** 'Six months', 'Two visits over three weeks'. */
  timescale: z.string().min(1).max(80),
  summary: z.string().min(1).max(300).optional(),
  unretouched: z.literal(true, { error: 'before-and-after photographs must be unretouched: set "unretouched": true to confirm' }),
})
export type BeforeAfterCase = z.infer<typeof beforeAfterSchema>

export const treatmentSchema = z.object({
  slug,
  name,
  options: z.array(pricedOptionSchema).min(1).max(BOUNDS.options),
  visits: short.optional(),
  chairTime: short.optional(),
  recovery: short.optional(),
  providers: slugs(BOUNDS.providers),
  clinics: slugs(BOUNDS.treatmentClinics),
  /**
   * The clinics that provide it on the NHS (issue 45), each one of `clinics` that offers NHS care:
   * its care label shows beside these only, never beside a private-only treatment at an NHS clinic.
   */
  nhsAt: slugs(BOUNDS.treatmentClinics),
  /** Whether interest-free finance applies (within the finance products' loan range). */
  finance: z.boolean().default(false),
  /**
   * A prescription-only medicine (botulinum toxin): CAP Code 12.12 forbids promoting it to the
   * public, so its page offers a consultation only (src/practice/rules/).
   */
  prescriptionOnly: z.boolean().default(false),
  /** Ids of charges every patient of this treatment pays (a CBCT scan before an implant): each price must include them. */
  requires: slugs(BOUNDS.requires),
  /** Charges that depend on the patient, named beside the price with how they are decided (a bone graft if the scan shows too little bone). */
  extras: z.array(z.object({ option: slug, when: z.string().min(1).max(200) })).max(BOUNDS.extras).default([]),
  /** The practice's own before-and-after cases, shown on the treatment page. */
  cases: z.array(beforeAfterSchema).max(BOUNDS.cases).default([]),
})
export type Treatment = z.infer<typeof treatmentSchema>

/** A line of the fee schedule: its own price, or one of a treatment's priced options. */
export const feeItemSchema = z.union([
  z.object({ treatment: slug, option: z.string().min(1).max(BOUNDS.name), note: z.string().max(BOUNDS.short).optional() }),
  /** A line with no treatment page: 'Free', 'Included in every examination'. */
  z.object({ name, free: short }),
])
export type FeeItem = z.infer<typeof feeItemSchema>

export const nhsBandSetSchema = z.object({
  /** The first day the set is in force. */
  from: isoDate,
  /** Where the figures come from (a statutory instrument, GOV.UK's page). */
  source: short,
  bands: z.object({ band1: pounds, band2: pounds, band3: pounds, urgent: pounds }),
})
export type NhsBandSet = z.infer<typeof nhsBandSetSchema>

export const feesSchema = z.object({
  sections: z
    .array(z.object({ title: name, items: z.array(feeItemSchema).min(1).max(BOUNDS.feeLines), notes: z.array(z.string().max(BOUNDS.prose)).max(BOUNDS.feeNotes).default([]) }))
    .min(1)
    .max(BOUNDS.feeSections)
    .refine((sections) => sections.reduce((lines, section) => lines + section.items.length, 0) <= BOUNDS.feeLines, { message: `at most ${BOUNDS.feeLines} fee lines in all` }),
  nhsBands: z.array(nhsBandSetSchema).max(BOUNDS.nhsBandSets).default([]),
})
export type Fees = z.infer<typeof feesSchema>

/** `finance` is optional for now: a WordPress without the setting uses the embedded record (financeOf, src/practice/finance-facts.ts). */
export const practiceSchema = z.object({ group: groupSchema, treatments: z.array(treatmentSchema).max(BOUNDS.treatments), fees: feesSchema, finance: financeRecordSchema.optional() })
export type Practice = z.infer<typeof practiceSchema>
