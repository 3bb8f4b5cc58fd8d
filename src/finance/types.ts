/**
 * A lender's finance product (docs/requirements.md §3). Money fields are integer pence, rates and
 * periods are as a lender's rate card states them.
 */
export interface FinanceProduct {
  readonly productId: number
  readonly name: string
  /** Smallest loan the lender accepts, in pence. */
  readonly minLoan: number
  /** Largest loan the lender accepts, in pence. */
  readonly maxLoan: number
  /** Number of monthly repayments. */
  readonly months: number
  /** Monthly interest rate in percent, compounded monthly. 0 selects the interest-free rule. */
  readonly monthlyRate: number
  /** The lender's published APR in percent (the result's APR is worked out from the real cash flows). */
  readonly apr: number
  /** Charged on the day the agreement starts, in pence, on top of the repayments. */
  readonly serviceFee: number
  /** Fixed part of the document (arrangement) fee, in pence. */
  readonly documentFee: number
  /** 0: the document fee is paid when the agreement starts; n: it is added to the n-th repayment. */
  readonly documentFeeCollectionMonth: number
  /** Upper bound of the document fee in pence; 0 means no bound. */
  readonly documentFeeMaximum: number
  /** Lower bound of the document fee in pence; 0 means no bound. */
  readonly documentFeeMinimum: number
  /** Part of the document fee proportional to the loan, in percent of the loan. */
  readonly documentFeePercentage: number
  /** Months from the start in which the whole loan may be settled without interest (buy now, pay later). */
  readonly optionPeriod: number
  /** Months without repayments before the first one; interest compounds meanwhile. */
  readonly deferredPeriod: number
  /** The lender's product code. */
  readonly tag: string
  /** The lender's alternative product code. */
  readonly altTag: string
  /** Charged, in pence, when the loan is settled in full within the option period. */
  readonly settlementFee: number
}

/** What the calculator works out (docs/requirements.md §3). Money is integer pence, the APR a percent. */
export interface FinanceResult {
  /** Each repayment except the last. */
  readonly initialPayments: number
  readonly finalPayment: number
  /** The sum of all repayments. */
  readonly balancePayable: number
  /** Interest plus every fee: what the credit costs. */
  readonly chargeForCredit: number
  /** Deposit, repayments and fees: everything the patient pays. */
  readonly amountPayable: number
  readonly loanAmount: number
  readonly months: number
  readonly deposit: number
  readonly interest: number
  /** Annual percentage rate, one decimal place, from the cash flows of this loan. */
  readonly apr: number
  // Beyond the fields of docs/requirements.md §3: what a product with fees, deferral or an option period adds.
  readonly cashPrice: number
  readonly serviceFee: number
  readonly documentFee: number
  readonly deferredPeriod: number
  readonly optionPeriod: number
  /** What settles the loan within the option period; null without one. */
  readonly settlementAmount: number | null
}
