import type { ClientDirective } from 'astro'

/**
 * `client:afterload` (astro.config.mjs): hydrates an island once the page has loaded, the island's
 * own images in view have been decoded and painted, and the browser is then idle. For islands at
 * the top of a page whose server-rendered HTML is already the whole first view (the home banner's
 * first slide, the finance calculator with its defaults): their script must not compete with that
 * first paint, as `client:idle` (idle may come first) and `client:visible` (at once) let it. The
 * largest image is often painted a frame or two after the load event, once decoded. Until then
 * the island is its server-rendered HTML (a carousel's buttons disabled until they work).
 *
 * `client:afterload={{ waitMs }}`: then wait that much longer, unless the visitor reaches for the
 * island first (a pointer over it, a touch, the keyboard's focus in it), which starts it at once.
 * For an island nobody needs in the first seconds (the home banner, whose first automatic move
 * is 6 s away): the page's first seconds stay free for the visitor's own scrolling and tapping.
 */
const inView = (element: Element) => {
  const rect = element.getBoundingClientRect()
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
/** The directive's value: typed a string by Astro, handed over as the parsed `{ waitMs }` (as `client:visible`'s own `rootMargin`). */
const waitOf = (value: unknown) => (typeof value === 'object' && value !== null && 'waitMs' in value ? Number(value.waitMs) || 0 : 0)

const afterLoad: ClientDirective = (load, options, island) => {
  const waitMs = waitOf(options.value as unknown)
  let started = false
  const hydrate = async () => {
    if (started) return
    started = true
    for (const type of REACHING) island.removeEventListener(type, reached)
    await (await load())()
  }
  const reached = () => void hydrate()
  if (waitMs > 0) for (const type of REACHING) island.addEventListener(type, reached, { once: true, passive: true })
  const whenPainted = async () => {
    const images = [...island.querySelectorAll('img')].filter(inView)
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await nextFrame()
    await nextFrame()
    const settled = () => (waitMs > 0 ? window.setTimeout(() => void hydrate(), waitMs) : void hydrate())
    if ('requestIdleCallback' in window) window.requestIdleCallback(settled, { timeout: 1000 })
    else setTimeout(settled, 200)
  }
  if (document.readyState === 'complete') void whenPainted()
  else window.addEventListener('load', () => void whenPainted(), { once: true })
}

export default afterLoad
