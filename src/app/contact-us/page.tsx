import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { ContactFormSection } from '@/components/forms/page-forms'
import { ContactUsSections } from '@/components/sections/contact-us'
import { PracticeMap } from '@/components/sections/practice-map'

export const generateMetadata = () => contentPageMetadata('contact-us')

export default function ContactUsPage() {
  return (
    <ContentPage
      path="contact-us"
      after={
        <>
          <ContactFormSection />
          <ContactUsSections map={<PracticeMap />} />
        </>
      }
    />
  )
}
