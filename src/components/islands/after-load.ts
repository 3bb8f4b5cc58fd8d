import type { ClientDirective } from 'astro'

/**
 * `client:afterload` (astro.config.mjs): hydrates an island once the page has loaded, the island's
 * own images in view have been decoded and painted, and the browser is then idle. For islands at
 * the top of a page whose server-rendered HTML is already the whole first view (the home banner's
 * first slide, the finance calculator with its defaults): their script must not compete with that
 * first paint, as `client:idle` (idle may come first) and `client:visible` (at once) let it. The
 * largest image is often painted a frame or two after the load event, once decoded. Until then
 * the island is its server-rendered HTML (a carousel's buttons disabled until they work).
 */
const inView = (element: Element) => {
  const rect = element.getBoundingClientRect()
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

const afterLoad: ClientDirective = (load, _options, island) => {
  const hydrate = async () => {
    await (await load())()
  }
  const whenPainted = async () => {
    const images = [...island.querySelectorAll('img')].filter(inView)
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await nextFrame()
    await nextFrame()
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 1000 })
    else setTimeout(() => void hydrate(), 200)
  }
  if (document.readyState === 'complete') void whenPainted()
  else window.addEventListener('load', () => void whenPainted(), { once: true })
}

export default afterLoad
