import { PracticeFactsPanel } from '@/components/blocks/practice-facts'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('complaints-procedure')

/** The CMS body, then the practice facts of src/site/regulation.ts (issue 13). */
export default function ComplaintsProcedurePage() {
  return <ContentPage path="complaints-procedure" after={<PracticeFactsPanel />} />
}
