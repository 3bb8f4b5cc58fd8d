/**
 * How large the practice model may be (issue 44): every list and every free text of the model has a
 * maximum that a real group never reaches but that a page can afford, and so has the model as a
 * whole. One object, read by the zod model (./model.ts), the check route's byte limit
 * (./check/limit.ts), the plugin's generated meta schemas (scripts/wordpress/meta-schema.ts, which
 * writes this object beside them for the PHP side) and the docs.
 *
 * Before these, a save of one treatment with 3,000 options and 3,000 required charges (130 KB) made
 * the prices rule list 9 million findings and every instance ran out of heap.
 */
export const MODEL_BOUNDS = {
  /** Records of each type: a group of practices, and everything it offers. */
  clinics: 50,
  treatments: 200,
  /** Per treatment. */
  options: 50,
  requires: 50,
  extras: 50,
  providers: 50,
  /** The clinics a treatment is offered at: at most every clinic. */
  treatmentClinics: 50,
  cases: 12,
  /** Per option: the other options its price includes. */
  includes: 50,
  /** Per clinic. */
  team: 50,
  exceptions: 200,
  /** Sessions in one day (a clinic's usual day, or a closure's other hours). */
  sessions: 6,
  /** The group's social links. */
  social: 20,
  /** The fee schedule: its sections, its lines in all (and so in any one section), each section's notes, the NHS band sets. */
  feeSections: 50,
  feeLines: 500,
  feeNotes: 20,
  nhsBandSets: 20,
  /** The team's slugs a check is sent with (the team post type's). */
  teamMembers: 200,
  /** Texts, in characters (UTF-16 units, as zod and JavaScript count them). */
  slug: 80,
  /** A name, a title, a line of an address, a unit. */
  name: 120,
  /** A short text: a tagline, a closure's reason, a fee line's note, when an extra applies. */
  short: 300,
  /** Prose: directions, a note under a fee section. */
  prose: 2000,
  link: 2000,
  email: 254,
  /**
   * The whole model as WordPress sends it (its JSON as PHP's wp_json_encode writes it: every '/'
   * and every non-ASCII character escaped). The embedded model is about 30 KB so; 2 MiB is seventy
   * times that, and holds every bound above reached once (./check/at-bounds.test-support.ts: 1.2 MB). The lists
   * multiply (200 treatments of 50 options of 50 ids), so without this a legal model could be
   * hundreds of megabytes, and the check's body limit with it.
   */
  modelBytes: 2 * 1024 * 1024,
} as const

/** The most problems a check answers one by one: past it, the model is refused as a whole ("too many problems"). */
export const MAX_PROBLEMS = 100
