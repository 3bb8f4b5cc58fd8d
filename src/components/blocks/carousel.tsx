'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { Dots, PauseButton, StepButton, type Tone } from './carousel-controls'
import { primeWhenIdle } from './carousel-prime'
import { useAutoplayControl } from './use-autoplay-control'
import { useLazyEmbla } from './use-lazy-embla'

export interface CarouselSlide {
  readonly key: string
  readonly content: ReactNode
}

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  readonly label: string
  readonly slides: readonly CarouselSlide[]
  /** Each slide's share of the row per breakpoint, as Tailwind classes (e.g. 'basis-full md:basis-1/2'). */
  readonly slideClass: string
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

/** An accessible Embla carousel (APG carousel pattern), whose code loads as it nears the screen. Server components pass the slides in. */
export function Carousel({
  label,
  slides,
  slideClass,
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
  const [viewportRef, api] = useLazyEmbla({ options: { loop, duration, watchDrag: draggable, align: 'start', containScroll: 'trimSnaps' }, autoplayMs })
  const autoplay = useAutoplayControl(api, Boolean(autoplayMs))
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState(slides.length)
  const [edges, setEdges] = useState({ prev: loop, next: true })

  useEffect(() => {
    if (!api) return
    const update = () => {
      setSelected(api.selectedScrollSnap())
      setSnaps(api.scrollSnapList().length)
      setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() })
    }
    update()
    api.on('select', update).on('reInit', update)
    const stopPriming = primeWhenIdle(api, loop)
    return () => {
      api.off('select', update).off('reInit', update)
      stopPriming()
    }
  }, [api, loop])

  const go = (move: () => void) => {
    move()
    autoplay.restart()
  }
  const jump = autoplay.reduced
  const rotates = Boolean(autoplayMs) && snaps > 1

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} {...autoplay.handlers}>
      <div ref={viewportRef} className={`overflow-hidden noscript:overflow-x-auto ${viewportClass}`}>
        <div className="flex touch-pan-y" style={gap ? { marginLeft: -gap } : undefined} aria-live={single ? (autoplay.running ? 'off' : 'polite') : undefined}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-active={index === selected ? 'true' : undefined}
              inert={single && api !== undefined && index !== selected ? true : undefined}
              className={`min-w-0 shrink-0 grow-0 ${slideClass}`}
              style={gap ? { paddingLeft: gap } : undefined}
            >
              {slide.content}
            </div>
          ))}
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
