import type { PageExtrasMap } from '../page-extras'
import { FinanceCalculator } from './finance-calculator'

/** The finance page's calculator (issue 4), shown before the page body. */
export const financeExtras: PageExtrasMap = { finance: { before: () => <FinanceCalculator /> } }
