/** The fragment routes of docs/requirements.md §2 that render a block of their own (src/components/frame/fragment-block.astro). */
export const fragmentNames: readonly string[] = ['header', 'footer', 'brandlogo', 'getintouch', 'popular-treatments', 'blog-sidebar', 'testimonial', 'categories']
