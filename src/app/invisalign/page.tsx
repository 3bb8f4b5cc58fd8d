import { siteOrigin } from '@/env'
import { InvisalignSections } from '@/components/sections/invisalign'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('invisalign')

export default function InvisalignPage() {
  return <ContentPage path="invisalign" after={<InvisalignSections origin={siteOrigin()} />} />
}
