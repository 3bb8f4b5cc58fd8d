import type { ImageMetadata, LocalImageService } from 'astro'
import sharpService from 'astro/assets/services/sharp'
import { OWN_IMAGE } from './widths'

/**
 * Astro's sharp service, made to transform the site's own images by path. Astro only sends an
 * imported image (or an allowed remote URL) through the image endpoint; ours are files under
 * /media (public/) and the CMS's uploads behind /wp-content/uploads, named by path in content.
 * For those, the URL is the endpoint's, exactly as for an imported image; the endpoint
 * (src/server/image-endpoint.ts) reads the file and refuses every other path.
 */
const service: LocalImageService = {
  ...sharpService,
  getURL(options, imageConfig, logger) {
    if (typeof options.src !== 'string' || !OWN_IMAGE.test(options.src)) return sharpService.getURL(options, imageConfig, logger)
    // The endpoint URL names an imported image by its path (`href`): ours is a path already.
    const named: ImageMetadata = { src: options.src, width: options.width ?? 0, height: options.height ?? 0, format: 'webp' }
    return sharpService.getURL({ ...options, src: named }, imageConfig, logger)
  },
}

export default service
