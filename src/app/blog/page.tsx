import { BlogListPage, blogListMetadata } from '@/components/blog/blog-list-page'

export const metadata = blogListMetadata(1)

export default function BlogPage() {
  return <BlogListPage page={1} />
}
