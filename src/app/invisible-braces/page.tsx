import { siteOrigin } from '@/env'
import { NextInvisibleBracesSections } from '@/components/sections/next-sections'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('invisible-braces')

export default function InvisibleBracesPage() {
  return <ContentPage path="invisible-braces" after={<NextInvisibleBracesSections origin={siteOrigin()} />} />
}
