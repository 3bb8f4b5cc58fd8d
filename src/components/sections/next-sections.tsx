import { nextPicture } from '@/components/ui/next-picture'
import { VideoFacade } from '../blocks/video-facade'
import { AlignerCarousel } from './aligner-carousel'
import { explainerVideos, InvisalignSections, iteroPicture, storyVideos } from './invisalign'
import { InvisibleBracesSections, scanVideo } from './invisible-braces'
import { VideoCard, VideoPoster } from './video-card'
import { posterFile, type VideoGroup } from './videos'

/*
 * The orthodontic pages' sections for the Next.js routes: the same views as the Astro pages, with
 * their pictures made by next/image and their interactive parts as client components. Deleted at
 * the switch-over with the routes that use it.
 */

function NextVideoCards({ group }: { group: VideoGroup }) {
  return group.videos.map((video) => (
    <VideoCard key={video.youtubeId} title={video.title}>
      <VideoFacade youtubeId={video.youtubeId} title={video.title} poster={<VideoPoster picture={nextPicture(posterFile(video), group.sizes)} />} />
    </VideoCard>
  ))
}

/** `origin`: this site's public origin, for the FAQs' structured data. */
export function NextInvisalignSections({ origin }: { origin: string }) {
  return (
    <InvisalignSections
      origin={origin}
      slider={<AlignerCarousel />}
      explainers={<NextVideoCards group={explainerVideos} />}
      stories={<NextVideoCards group={storyVideos} />}
      itero={nextPicture(iteroPicture, iteroPicture.sizes)}
    />
  )
}

export function NextInvisibleBracesSections({ origin }: { origin: string }) {
  return <InvisibleBracesSections origin={origin} video={<NextVideoCards group={scanVideo} />} />
}
