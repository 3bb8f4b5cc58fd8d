import { demoteHeadings } from '@/lib/headings'
import { ClientLinks } from './client-links'

/**
 * Sanitised CMS HTML (the content port sanitises it); internal links navigate client-side.
 * The page around it owns the one <h1>, so the body's own <h1>s become <h2>s.
 */
export function RichText({ html, className = 'prose-cms' }: { html: string; className?: string }) {
  return <ClientLinks className={className} html={demoteHeadings(html)} />
}
