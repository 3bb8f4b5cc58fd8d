import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useCallback, useEffect, useState } from 'react'

/** How far ahead of the viewport a carousel starts loading its code. */
const LOAD_MARGIN = '600px 0px'

export interface LazyEmblaOptions {
  readonly options: EmblaOptionsType
  /** Milliseconds between automatic moves (loads the Autoplay plugin), if the carousel rotates. */
  readonly autoplayMs?: number
}

/**
 * Embla (about 10 KB) attached to an existing viewport element only once it comes near the
 * screen: pages do not pay for a footer carousel the visitor never reaches, and because the DOM
 * is the same before and after, slides keep their state. Until then (and without JavaScript) the
 * slides are a plain row.
 */
export function useLazyEmbla({ options, autoplayMs }: LazyEmblaOptions): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLDivElement | null>(null)
  const [near, setNear] = useState(false)
  const [api, setApi] = useState<EmblaCarouselType>()
  const { loop, duration, watchDrag, align, containScroll, container, slides } = options

  useEffect(() => {
    if (!node || near) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: LOAD_MARGIN })
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, near])

  useEffect(() => {
    if (!node || !near) return
    let instance: EmblaCarouselType | undefined
    let cancelled = false
    void Promise.all([import('embla-carousel'), autoplayMs ? import('embla-carousel-autoplay') : undefined]).then(([embla, autoplay]) => {
      if (cancelled) return
      const plugins: EmblaPluginType[] = autoplay
        ? [autoplay.default({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })]
        : []
      instance = embla.default(node, { loop, duration, watchDrag, align, containScroll, container, slides }, plugins)
      setApi(instance)
    })
    return () => {
      cancelled = true
      instance?.destroy()
      setApi(undefined)
    }
  }, [node, near, autoplayMs, loop, duration, watchDrag, align, containScroll, container, slides])

  const ref = useCallback((element: HTMLDivElement | null) => setNode(element), [])
  return [ref, api]
}
