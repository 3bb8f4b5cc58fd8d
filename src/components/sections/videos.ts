import type { PictureFile } from '@/components/ui/picture'

/**
 * The practice's videos on YouTube (configuration: change an id here to change the video).
 * Posters are our own artwork in public/media/video/, drawn by scripts/artwork/banner-posters.ts,
 * so nothing is fetched from YouTube until a visitor presses play.
 */
export interface Video {
  readonly youtubeId: string
  readonly title: string
  readonly poster: string
}

/** Every poster is drawn at 960x540. */
const POSTER_SIZE = { width: 960, height: 540 } as const

/** A video's poster file: decoration (the link names the video), so no alt text. */
export const posterFile = (video: Video): PictureFile => ({ src: video.poster, alt: '', ...POSTER_SIZE })

/** A group of videos shown side by side, and the display sizes of each poster in it. */
export interface VideoGroup {
  readonly videos: readonly Video[]
  readonly sizes: string
}

const video = (youtubeId: string, title: string, poster: string): Video => ({ youtubeId, title, poster: `/media/video/${poster}.webp` })

export const videos = {
  howInvisalignWorks: video('Kq3Wm8ZyT1s', 'How Invisalign clear aligners work', 'how-invisalign-works'),
  livingWithAligners: video('pX7hR2dNv4E', 'Living with your aligners: eating, cleaning and wearing them', 'living-with-aligners'),
  digitalScan: video('J5tB9cLrQ0w', 'What happens during a 3D digital scan', 'digital-scan'),
} as const

/** Four patients talk about their Invisalign treatment (shared with their permission). */
export const invisalignStories: readonly Video[] = [
  video('a8VnF3kYz2M', 'Priya: straighter teeth in eleven months', 'story-priya'),
  video('Tz4pL6wQe9R', 'Marcus: closing the gap I had hidden for years', 'story-marcus'),
  video('m2Hc7XbJd5U', 'Ella: Invisalign alongside a busy job', 'story-ella'),
  video('Wr9sE1gKo3N', 'David: fixing a crossbite without fixed braces', 'story-david'),
]
