import { siteOrigin } from '@/env'
import { InvisibleBracesSections } from '@/components/sections/invisible-braces'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('invisible-braces')

export default function InvisibleBracesPage() {
  return <ContentPage path="invisible-braces" after={<InvisibleBracesSections origin={siteOrigin()} />} />
}
