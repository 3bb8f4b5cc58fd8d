import { siteOrigin } from '@/env'
import { BrandLogos } from '@/components/blocks/brand-logos'
import { TestimonialList } from '@/components/blocks/testimonial-list'
import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { RegistrationFormSection } from '@/components/forms/page-forms'
import { PracticeMap } from '@/components/sections/practice-map'
import { PrivateDentistSections } from '@/components/sections/private-dentist'
import { accreditations } from '@/site/accreditations'

export const generateMetadata = () => contentPageMetadata('private-dentist')

export default function PrivateDentistPage() {
  return (
    <ContentPage
      path="private-dentist"
      after={
        <>
          <RegistrationFormSection />
          <PrivateDentistSections
            origin={siteOrigin()}
            logos={<BrandLogos logos={accreditations} variant="wide" label="Our accreditations" />}
            map={<PracticeMap />}
            testimonials={<TestimonialList />}
          />
        </>
      }
    />
  )
}
