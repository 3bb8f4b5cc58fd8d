import { siteOrigin } from '@/env'
import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { RegistrationFormSection } from '@/components/forms/page-forms'
import { PrivateDentistSections } from '@/components/sections/private-dentist'

export const generateMetadata = () => contentPageMetadata('private-dentist')

export default function PrivateDentistPage() {
  return (
    <ContentPage
      path="private-dentist"
      after={
        <>
          <RegistrationFormSection />
          <PrivateDentistSections origin={siteOrigin()} />
        </>
      }
    />
  )
}
