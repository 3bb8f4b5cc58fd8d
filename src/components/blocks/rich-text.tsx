import { demoteHeadings } from '@/lib/headings'
import { wrapTables } from '@/lib/tables'
import { fileLinks } from './cms-files'
import { videoFacades } from './cms-videos'

/**
 * Sanitised CMS HTML (the content port sanitises it), rendered on the server only. Its links are
 * plain anchors; FrameEffects' one document-wide listener makes internal ones navigate client-side.
 * The page around it owns the one <h1>, so the body's own <h1>s become <h2>s, and each table
 * sits in a box of its own that scrolls sideways on a narrow screen. YouTube videos become the
 * site's click-to-load facade and a File block's link says the file's type (issue 30); the blocks'
 * look is src/styles/blocks.css.
 */
export function RichText({ html, className = 'prose-cms' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: wrapTables(demoteHeadings(fileLinks(videoFacades(html)))) }} />
}
