import { WhyChooseUsSections } from '@/components/sections/why-choose-us'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('why-choose-us')

export default function WhyChooseUsPage() {
  return <ContentPage path="why-choose-us" after={<WhyChooseUsSections />} />
}
