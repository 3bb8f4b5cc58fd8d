import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState, type FocusEvent } from 'react'
import { useReducedMotion } from './use-reduced-motion'

export type CarouselApi = EmblaCarouselType

/**
 * When a carousel may move by itself (WCAG 2.2.2): never under reduced motion unless the visitor
 * presses play, never once they press pause, and not while the pointer or keyboard focus is in it.
 * The Autoplay plugin only runs the timer; this hook decides whether it runs.
 */
export function useAutoplayControl(api: CarouselApi | undefined, enabled: boolean) {
  const reduced = useReducedMotion()
  const [choice, setChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const wanted = enabled && (choice ?? !reduced)
  const running = wanted && !hovered && !focused

  useEffect(() => {
    if (!api) return
    const sync = () => {
      const autoplay = api.plugins().autoplay
      // The plugin does not arm itself with a single snap; calling play() then would spin.
      if (!autoplay || api.scrollSnapList().length < 2) return
      if (running) autoplay.play()
      else autoplay.stop()
    }
    sync()
    // A drag stops the plugin and a resize re-creates it: put our decision back each time.
    api.on('pointerUp', sync).on('reInit', sync)
    return () => {
      api.off('pointerUp', sync).off('reInit', sync)
    }
  }, [api, running])

  return {
    /** The visitor's intent (the pause button's state), not whether the timer is ticking now. */
    playing: wanted,
    running,
    reduced,
    toggle: () => setChoice(!wanted),
    /** After a manual move, give the visitor a full delay before the next automatic one. */
    restart: () => {
      const autoplay = api?.plugins().autoplay
      if (running && autoplay?.isPlaying()) autoplay.reset()
    },
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      },
    },
  }
}
