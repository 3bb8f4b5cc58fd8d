import { markInteractive } from '@/components/ui/interactive'

/**
 * Plays a CMS video facade in place (src/components/blocks/cms-videos.tsx): one listener for the
 * document, as the facades are server HTML inside CMS bodies, not islands. The frame is the one
 * VideoFacade makes. Without JavaScript, or with a modifier key, the link opens the video on YouTube.
 */
export function attachCmsVideos(): void {
  for (const facade of document.querySelectorAll('[data-cms-video]')) markInteractive(facade)
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[data-cms-video] a[data-video-facade]') : null
    const id = link?.dataset.videoFacade
    if (!link || !id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return
    event.preventDefault()
    const frame = document.createElement('iframe')
    frame.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    frame.title = link.closest<HTMLElement>('[data-cms-video]')?.dataset.title || 'YouTube video'
    frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'
    frame.allowFullscreen = true
    frame.referrerPolicy = 'strict-origin-when-cross-origin'
    frame.className = 'absolute inset-0 size-full border-0'
    link.replaceWith(frame)
    frame.focus()
  })
}
