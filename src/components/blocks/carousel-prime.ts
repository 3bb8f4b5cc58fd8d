import type { CarouselApi } from './use-autoplay-control'

/**
 * Slides out of view keep their images lazy. Once the page has finished loading, the slides in
 * view and the next one are switched to eager so a slide never arrives blank; the rest wait until
 * they come close. Returns a clean-up function.
 */
export function primeWhenIdle(api: CarouselApi, loop: boolean): () => void {
  const prime = () => {
    const nodes = api.slideNodes()
    const inView = api.slidesInView()
    const last = Math.max(-1, ...inView)
    const next = loop ? (last + 1) % nodes.length : last + 1
    for (const index of [...inView, next]) {
      nodes[index]?.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'))
    }
  }
  let timer = 0
  const start = () => {
    timer = window.setTimeout(() => {
      prime()
      api.on('slidesInView', prime)
    }, 500)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.clearTimeout(timer)
    window.removeEventListener('load', start)
    api.off('slidesInView', prime)
  }
}
