import { getImageProps } from 'next/image'
import type { PictureFile, PictureView } from './picture'

/** A picture's sources through next/image, for the Next.js pages: one srcset that serves every format. */
export function nextPicture(file: PictureFile, sizes: string): PictureView {
  const { props } = getImageProps({ ...file, sizes })
  return { sources: [], img: { src: props.src, srcSet: props.srcSet, sizes, width: file.width, height: file.height, alt: file.alt } }
}
