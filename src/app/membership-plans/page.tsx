import { MembershipPlan } from '@/components/sections/membership-plan'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('membership-plans')

export default function MembershipPlansPage() {
  return <ContentPage path="membership-plans" after={<MembershipPlan />} />
}
