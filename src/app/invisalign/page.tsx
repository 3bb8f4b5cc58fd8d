import { siteOrigin } from '@/env'
import { NextInvisalignSections } from '@/components/sections/next-sections'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('invisalign')

export default function InvisalignPage() {
  return <ContentPage path="invisalign" after={<NextInvisalignSections origin={siteOrigin()} />} />
}
