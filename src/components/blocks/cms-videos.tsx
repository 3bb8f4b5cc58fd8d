import { decode, encode } from 'html-entities'
import { renderToStaticMarkup } from 'react-dom/server'
import { youtubeIdOf } from '@/content/sanitise-embeds'
import { VideoFacade } from './video-facade'

/**
 * YouTube in CMS HTML becomes the site's click-to-load facade (issue 30; UK PECR): nothing comes
 * from YouTube until the visitor presses play. Three shapes reach us: the frame WordPress makes
 * when its oEmbed call works, and, when it fails (or a site blocks outgoing requests), the address
 * as typed, in an Embed block's wrapper or in a paragraph of its own. The facade's markup is the
 * site's VideoFacade, rendered here to HTML; cms-video-play.ts plays it in place. A frame written
 * in a Custom HTML block stays the sandboxed frame the sanitiser allows (docs/deviations.md). The HTML is
 * already sanitised: attributes are double-quoted and text escaped, so these patterns can rely on it.
 */
const LABEL = 'YouTube video'
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`)
const LINK_OR_URL = String.raw`(?:<a href="([^"]+)"[^>]*>[^<]*<\/a>|(https?:\/\/[^\s<]+))`
const EMBED = /<figure class="([^"]*\bwp-block-embed\b[^"]*)">\s*<div class="wp-block-embed__wrapper">([\s\S]*?)<\/div>\s*(<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>\s*)?<\/figure>/g
const PARAGRAPH = new RegExp(String.raw`<p(?: class="[^"]*")?>\s*${LINK_OR_URL}\s*<\/p>`, 'g')
const BARE = new RegExp(String.raw`^\s*${LINK_OR_URL}\s*$`)

const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()

/** The facade's HTML: VideoFacade's own markup, marked for the play script. */
export function facadeHtml(youtubeId: string, title: string): string {
  const facade = renderToStaticMarkup(<VideoFacade youtubeId={youtubeId} title={title} poster={<span className="cms-video-poster"><span className="cms-video-note" aria-hidden="true">Plays from YouTube when you press play</span></span>} />)
  return `<div class="cms-video" data-cms-video="${youtubeId}" data-title="${encode(title)}">${facade}</div>`
}

/** The id a frame, link or typed address points at, if it is a YouTube video. */
function videoIn(fragment: string): { id: string; title?: string } | undefined {
  const frame = /^\s*<iframe\b([^>]*)><\/iframe>\s*$/.exec(fragment)
  if (frame) {
    const id = youtubeIdOf(decode(ATTRIBUTE('src').exec(frame[1] ?? '')?.[1] ?? ''))
    return id ? { id, title: decode(ATTRIBUTE('title').exec(frame[1] ?? '')?.[1] ?? '') || undefined } : undefined
  }
  const bare = BARE.exec(fragment)
  const id = bare ? youtubeIdOf(decode(bare[1] ?? bare[2] ?? '')) : undefined
  return id ? { id } : undefined
}

export function videoFacades(html: string): string {
  return (
    html
      // An Embed block: the facade takes the wrapper's place, the caption stays and names the video.
      .replace(EMBED, (whole, classes: string, inner: string, caption = '', captionText = '') => {
        const video = videoIn(inner)
        if (!video) return whole
        const title = video.title ?? (textOf(captionText) || LABEL)
        return `<figure class="${classes}"><div class="wp-block-embed__wrapper">${facadeHtml(video.id, title)}</div>${caption}</figure>`
      })
      // A paragraph that is only a YouTube address (WordPress would have embedded it).
      .replace(PARAGRAPH, (whole, href?: string, text?: string) => {
        const id = youtubeIdOf(decode(href ?? text ?? ''))
        return id ? facadeHtml(id, LABEL) : whole
      })
  )
}
