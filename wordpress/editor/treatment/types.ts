/**
 * A treatment's post meta as the plugin registers it (larkspur-practice/fields.php): the options in
 * the website's own shape (src/practice/model.ts pricedOptionSchema), the rest under snake_case keys.
 */
export interface PriceOption {
  readonly id: string
  readonly name: string
  readonly from: number
  readonly to?: number
  readonly unit?: string
  readonly fixed?: boolean
  readonly includes?: readonly string[]
  readonly typicalUnits?: number
  readonly representative?: boolean
}

/** An option as stored: one saved before ids existed (issue 35) may have none yet. */
export type StoredOption = Omit<PriceOption, 'id'> & { readonly id?: string }

export interface Extra {
  readonly option: string
  readonly when: string
}

export interface Photograph {
  readonly src: string
  readonly alt: string
}

export interface BeforeAfter {
  readonly before: Photograph
  readonly after: Photograph
  readonly consentDate: string
  readonly clinician: string
  readonly timescale: string
  readonly summary?: string
}

export interface TreatmentMeta {
  readonly options: readonly StoredOption[]
  readonly visits: string
  readonly chair_time: string
  readonly recovery: string
  readonly providers: readonly string[]
  readonly clinics: readonly string[]
  readonly finance: boolean
  readonly prescription_only: boolean
  readonly requires: readonly string[]
  readonly extras: readonly Extra[]
  readonly cases: readonly BeforeAfter[]
  readonly cases_unretouched: boolean
}
