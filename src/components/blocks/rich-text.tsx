import { demoteHeadings } from '@/lib/headings'
import { wrapTables } from '@/lib/tables'

/**
 * Sanitised CMS HTML (the content port sanitises it), rendered on the server only. Its links are
 * plain anchors; FrameEffects' one document-wide listener makes internal ones navigate client-side.
 * The page around it owns the one <h1>, so the body's own <h1>s become <h2>s, and each table
 * sits in a box of its own that scrolls sideways on a narrow screen.
 */
export function RichText({ html, className = 'prose-cms' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: wrapTables(demoteHeadings(html)) }} />
}
