import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { ReferralFormSection } from '@/components/forms/page-forms'

export const generateMetadata = () => contentPageMetadata('referring-dentists')

export default function ReferringDentistsPage() {
  return <ContentPage path="referring-dentists" after={<ReferralFormSection />} />
}
