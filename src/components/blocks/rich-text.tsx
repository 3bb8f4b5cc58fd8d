/**
 * Sanitised CMS HTML (the content port sanitises it), rendered on the server only. Its links are
 * plain anchors; FrameEffects' one document-wide listener makes internal ones navigate client-side.
 */
export function RichText({ html, className = 'prose-cms' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
