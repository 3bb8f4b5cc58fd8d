import { ContentPage, contentPageMetadata } from '@/components/content-page'
import { RegistrationFormSection } from '@/components/forms/page-forms'

export const generateMetadata = () => contentPageMetadata('register-patient')

export default function RegisterPatientPage() {
  return <ContentPage path="register-patient" after={<RegistrationFormSection />} />
}
