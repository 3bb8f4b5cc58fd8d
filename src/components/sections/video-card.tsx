import type { ReactNode } from 'react'
import { Picture, type PictureView } from '@/components/ui/picture'

/** A click-to-load video with its title underneath; `children` is the facade (the island on the Astro pages). */
export function VideoCard({ title, headingLevel = 3, children }: { title: string; headingLevel?: 3 | 4; children: ReactNode }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <figure>
      {children}
      <figcaption className="mt-3">
        <Heading className="font-sans text-lg font-semibold">{title}</Heading>
      </figcaption>
    </figure>
  )
}

/** A video's poster, filling the facade: the page made its sources (astro:assets). */
export function VideoPoster({ picture }: { picture: PictureView }) {
  return <Picture picture={picture} className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.02] motion-reduce:transition-none" />
}

/** Said once near the videos, so the privacy choice is clear before anyone presses play. */
export function VideoPrivacyNote() {
  return (
    <p className="mt-6 text-sm text-ink-soft">
      Videos play from YouTube (privacy-enhanced mode). Nothing is loaded from YouTube, and no cookie is set, until you press play.
    </p>
  )
}
