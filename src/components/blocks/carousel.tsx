import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Dots, PauseButton, StepButton, type Tone } from './carousel-controls'
import { primeWhenIdle } from './carousel-prime'
import { markInteractive } from '../ui/interactive'
import { useAutoplayControl } from './use-autoplay-control'
import { useLazyEmbla } from './use-lazy-embla'

/** What marks a slide: the carousel finds its slides by it, wherever the page rendered them. */
const SLIDE = '[aria-roledescription="slide"]'

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  readonly label: string
  /** How many slides it holds (the dots before the carousel's code has loaded). */
  readonly count: number
  /** The slides: CarouselSlide elements, rendered by the page (an island's children are server HTML). */
  readonly children: ReactNode
  /** Space between slides, px. */
  readonly gap?: number
  readonly loop?: boolean
  /** Milliseconds between automatic moves; leave out for a carousel that moves only when asked. */
  readonly autoplayMs?: number
  /** Embla's scroll duration (a physics constant, not ms: 16 settles in about 300 ms, 25 in about 700 ms). */
  readonly duration?: number
  /** Off where slides hold their own drag controls (a range input must not move the carousel). */
  readonly draggable?: boolean
  readonly arrows?: boolean
  readonly dots?: boolean
  /** What one slide is called in the controls' labels. */
  readonly noun?: string
  readonly tone?: Tone
  /** Where the controls sit: each carousel places them differently. */
  readonly controlsClass?: string
  readonly className?: string
  readonly viewportClass?: string
  /** One slide in view at a time: the hidden ones are inert, and changes are announced when not rotating. */
  readonly single?: boolean
}

/**
 * An accessible Embla carousel (APG carousel pattern), whose code loads as it nears the screen.
 * The slides are plain server HTML passed in as children; the carousel finds them in the DOM and
 * marks the active one (and, one at a time, makes the others inert) itself, so the same markup
 * serves a React parent and an Astro island's slot, and no slide travels twice in the page.
 */
export function Carousel({
  label,
  count,
  children,
  gap = 0,
  loop = false,
  autoplayMs,
  duration = 25,
  draggable = true,
  arrows = false,
  dots = false,
  noun = 'slide',
  tone = 'light',
  controlsClass = 'mt-4 justify-center',
  className = '',
  viewportClass = '',
  single = false,
}: CarouselProps) {
  const [viewportRef, api] = useLazyEmbla({ options: { loop, duration, watchDrag: draggable, align: 'start', containScroll: 'trimSnaps', container: '[data-carousel-track]', slides: SLIDE }, autoplayMs })
  const autoplay = useAutoplayControl(api, Boolean(autoplayMs))
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState(count)
  const [edges, setEdges] = useState({ prev: loop, next: true })
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!api) return
    const update = () => {
      const current = api.selectedScrollSnap()
      setSelected(current)
      setSnaps(api.scrollSnapList().length)
      setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() })
      api.slideNodes().forEach((slide, index) => {
        if (index === current) slide.setAttribute('data-active', 'true')
        else slide.removeAttribute('data-active')
        if (single) slide.inert = index !== current
      })
    }
    update()
    // Interactive once its controls work, not merely hydrated: the carousel's code loads after.
    markInteractive(root.current)
    api.on('select', update).on('reInit', update)
    const stopPriming = primeWhenIdle(api, loop)
    return () => {
      api.off('select', update).off('reInit', update)
      stopPriming()
      for (const slide of api.slideNodes()) slide.inert = false
    }
  }, [api, loop, single])

  const go = (move: () => void) => {
    move()
    autoplay.restart()
  }
  const jump = autoplay.reduced
  const rotates = Boolean(autoplayMs) && snaps > 1

  return (
    <div ref={root} role="group" aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} {...autoplay.handlers}>
      <div ref={viewportRef} className={`overflow-hidden noscript:overflow-x-auto ${viewportClass}`}>
        <div data-carousel-track className="flex touch-pan-y" style={gap ? { marginLeft: -gap } : undefined} aria-live={single ? (autoplay.running ? 'off' : 'polite') : undefined}>
          {children}
        </div>
      </div>
      {(Boolean(autoplayMs) || arrows || dots) && (
        <div className={`flex items-center gap-2 noscript:hidden ${controlsClass}`}>
          {Boolean(autoplayMs) && (
            // Kept in the layout when there is nothing to rotate (every slide fits), so nothing shifts.
            <div className={rotates ? '' : 'invisible'}>
              <PauseButton tone={tone} playing={autoplay.playing} onToggle={autoplay.toggle} disabled={!api} />
            </div>
          )}
          {arrows && <StepButton tone={tone} back noun={noun} disabled={!api || !edges.prev} onClick={() => go(() => api?.scrollPrev(jump))} />}
          {dots && <Dots count={snaps} selected={selected} noun={noun} tone={tone} disabled={!api} onPick={(index) => go(() => api?.scrollTo(index, jump))} />}
          {arrows && <StepButton tone={tone} noun={noun} disabled={!api || !edges.next} onClick={() => go(() => api?.scrollNext(jump))} />}
        </div>
      )}
    </div>
  )
}

/**
 * One slide (server HTML). `basis` is its share of the row per breakpoint as Tailwind classes
 * (e.g. 'basis-full md:basis-1/2'); the first is active until the carousel's code says otherwise.
 */
export function CarouselSlide({ index, count, basis, gap = 0, children }: { index: number; count: number; basis: string; gap?: number; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-active={index === 0 ? 'true' : undefined}
      className={`min-w-0 shrink-0 grow-0 ${basis}`}
      style={gap ? { paddingLeft: gap } : undefined}
    >
      {children}
    </div>
  )
}
