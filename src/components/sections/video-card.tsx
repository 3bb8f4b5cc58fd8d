import { VideoFacade } from '../blocks/video-facade'
import type { Video } from './videos'

/** A click-to-load video with its title underneath. */
export function VideoCard({ video, sizes, headingLevel = 3 }: { video: Video; sizes?: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <figure>
      <VideoFacade youtubeId={video.youtubeId} title={video.title} poster={video.poster} sizes={sizes} />
      <figcaption className="mt-3">
        <Heading className="font-sans text-lg font-semibold">{video.title}</Heading>
      </figcaption>
    </figure>
  )
}

/** Said once near the videos, so the privacy choice is clear before anyone presses play. */
export function VideoPrivacyNote() {
  return (
    <p className="mt-6 text-sm text-ink-soft">
      Videos play from YouTube (privacy-enhanced mode). Nothing is loaded from YouTube, and no cookie is set, until you press play.
    </p>
  )
}
