import { TestimonialList } from '@/components/blocks/testimonial-list'
import { ContentPage, contentPageMetadata } from '@/components/content-page'

export const generateMetadata = () => contentPageMetadata('testimonials')

export default function TestimonialsPage() {
  return <ContentPage path="testimonials" after={<TestimonialList title="More from our patients" />} />
}
