import { useEffect, useId, useRef, useState } from 'react'
import { ALIGNER_FRAME, alignerFrameSrc, type AlignerCase as Case } from './aligner-cases'

/** Frames fetched ahead of the thumb, so dragging shows each week without a blank. */
const AHEAD = 3

/**
 * One before/after case (docs/requirements.md §4): the week range picks the picture, the bar fills and the
 * label reads 'Week N'. Only the picture on show is requested; its neighbours are fetched once the
 * visitor reaches for the control, never all the weeks up front.
 */
export function AlignerCase({ slug, name, images, summary }: Case) {
  const [week, setWeek] = useState(1)
  const id = useId()
  const fetched = useRef(new Set<number>([1]))
  const range = useRef<HTMLInputElement>(null)
  // An island hydrates as it nears the screen: a visitor may already have moved the range (it is a
  // native control), so the case takes up the week the thumb is on rather than snapping it back.
  useEffect(() => {
    const moved = Number(range.current?.value)
    if (moved > 1) setWeek(moved)
  }, [])

  const preload = (around: number) => {
    for (let next = around - AHEAD; next <= around + AHEAD; next += 1) {
      if (next < 1 || next > images || fetched.current.has(next)) continue
      fetched.current.add(next)
      new window.Image().src = alignerFrameSrc(slug, next)
    }
  }
  const choose = (value: number) => {
    setWeek(value)
    preload(value)
  }
  const fraction = images > 1 ? (week - 1) / (images - 1) : 1

  return (
    <article aria-labelledby={`${id}-title`} className="flex h-full flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
      {/* Each week's frame is served as it is (480x360 WebP): one file per week, no resizing. */}
      <img
        src={alignerFrameSrc(slug, week)}
        alt={`${name}: the teeth at week ${week} of ${images}`}
        width={ALIGNER_FRAME.width}
        height={ALIGNER_FRAME.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-2xl bg-larkspur-pale"
      />
      <h3 id={`${id}-title`} className="mt-4 text-2xl font-semibold">
        {name}
      </h3>
      <p className="mt-1 flex-1 text-ink-soft">{summary}</p>
      <div className="mt-4 flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-week`} className="text-sm font-semibold text-ink-soft">
          Treatment week
        </label>
        <span className="font-display text-xl font-semibold text-larkspur-deep" data-testid="aligner-week">
          Week {week}
        </span>
      </div>
      <div className="relative mt-2 h-7">
        <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-larkspur-pale" aria-hidden="true">
          {/* The fill ends under the thumb's centre (the thumb is 1.5rem wide). */}
          <div className="h-full rounded-full bg-larkspur" style={{ width: `calc(${fraction} * (100% - 1.5rem) + 0.75rem)` }} data-testid="aligner-fill" />
        </div>
        <input
          ref={range}
          id={`${id}-week`}
          type="range"
          min={1}
          max={images}
          step={1}
          value={week}
          aria-valuetext={`Week ${week} of ${images}`}
          onChange={(event) => choose(Number(event.target.value))}
          onFocus={() => preload(week)}
          onPointerEnter={() => preload(week)}
          className="relative block h-7 w-full cursor-pointer appearance-none bg-transparent [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-larkspur-deep [&::-moz-range-thumb]:shadow [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-larkspur-deep [&::-webkit-slider-thumb]:shadow"
        />
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-soft" aria-hidden="true">
        <span>Week 1</span>
        <span>Week {images}</span>
      </div>
    </article>
  )
}
