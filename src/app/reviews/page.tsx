import { TestimonialList } from '@/components/blocks/testimonial-list'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('reviews')

export default function ReviewsPage() {
  return <ContentPage path="reviews" after={<TestimonialList />} />
}
