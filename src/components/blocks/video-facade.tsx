import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { PlayIcon } from '@/components/ui/icons'
import { markInteractive } from '@/components/ui/interactive'

export interface VideoFacadeProps {
  readonly youtubeId: string
  readonly title: string
  /** Our own poster artwork, served from this site: a picture the page made (server HTML, an island's slot; optional in type only, as `astro check` does not see slots as props). */
  readonly poster?: ReactNode
}

/**
 * A click-to-load video (UK PECR): until the visitor presses play, the page shows our own poster
 * and makes no request to YouTube and sets no cookie. The player then comes from
 * youtube-nocookie.com. Without JavaScript the poster is a plain link to the video on YouTube.
 */
export function VideoFacade({ youtubeId, title, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    setPlaying(true)
  }

  return (
    <div ref={markInteractive} className="relative aspect-video overflow-hidden rounded-3xl bg-ink shadow-sm">
      {playing ? (
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <a href={`https://www.youtube.com/watch?v=${youtubeId}`} onClick={play} className="group absolute inset-0 block" data-video-facade={youtubeId}>
          {poster}
          <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
            <span className="flex size-16 items-center justify-center rounded-full bg-larkspur-deep/90 text-white shadow-lg ring-4 ring-white/70 transition group-hover:scale-110 group-hover:bg-ink motion-reduce:transition-none">
              <PlayIcon className="ml-1 size-7" />
            </span>
          </span>
          <span className="sr-only">{`Play video: ${title} (loads YouTube)`}</span>
        </a>
      )}
    </div>
  )
}
