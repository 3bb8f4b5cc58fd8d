import { ClientLinks } from './client-links'

/** Sanitised CMS HTML (the content port sanitises it); internal links navigate client-side. */
export function RichText({ html, className = 'prose-cms' }: { html: string; className?: string }) {
  return <ClientLinks className={className} html={html} />
}
