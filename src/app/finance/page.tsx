import { CalculatorPanel } from '@/components/finance/calculator-panel'
import { FinanceCalculator } from '@/components/finance/finance-calculator'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('finance')

export default function FinancePage() {
  return (
    <ContentPage
      path="finance"
      before={
        <FinanceCalculator>
          <CalculatorPanel />
        </FinanceCalculator>
      }
    />
  )
}
