import type { ReactNode } from 'react'

const svg = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const

export function PlayIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...svg} className={className} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg {...svg} className="size-4" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  )
}

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg {...svg} className="size-5" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
      <path d={back ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  )
}

export type Tone = 'light' | 'dark'

const round: Record<Tone, string> = {
  light: 'bg-white/90 text-ink shadow-sm ring-1 ring-line hover:bg-white',
  dark: 'bg-ink/80 text-white hover:bg-ink',
}

function RoundButton({ tone, label, onClick, disabled, children }: { tone: Tone; label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-40 ${round[tone]}`}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  )
}

/** WCAG 2.2.2: anything that moves by itself for more than five seconds can be paused. */
export function PauseButton({ tone, playing, onToggle, disabled }: { tone: Tone; playing: boolean; onToggle: () => void; disabled?: boolean }) {
  return (
    <RoundButton tone={tone} onClick={onToggle} disabled={disabled} label={playing ? 'Stop automatic rotation' : 'Start automatic rotation'}>
      {playing ? <PauseIcon /> : <PlayIcon />}
    </RoundButton>
  )
}

export function StepButton({ tone, back, noun, onClick, disabled }: { tone: Tone; back?: boolean; noun: string; onClick: () => void; disabled?: boolean }) {
  return (
    <RoundButton tone={tone} onClick={onClick} disabled={disabled} label={`${back ? 'Previous' : 'Next'} ${noun}`}>
      <Chevron back={back} />
    </RoundButton>
  )
}

/** One button per slide; the dot is small but the target is 24 px or more (WCAG 2.5.8). */
/** Until the carousel's code has loaded (`disabled`), a tap would do nothing: the dots say so rather than swallow it. */
export function Dots({ count, selected, noun, tone, disabled, onPick }: { count: number; selected: number; noun: string; tone: Tone; disabled?: boolean; onPick: (index: number) => void }) {
  const on = tone === 'dark' ? 'bg-white' : 'bg-larkspur-deep'
  const off = tone === 'dark' ? 'bg-white/50' : 'bg-ink-soft/40'
  return (
    <ul className="flex items-center">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            onClick={() => onPick(index)}
            disabled={disabled}
            aria-current={index === selected ? 'true' : undefined}
            className="group inline-flex size-8 items-center justify-center rounded-full"
          >
            <span className={`block size-2.5 rounded-full transition-all ${index === selected ? `${on} w-6` : `${off} group-hover:bg-ink-soft`}`} aria-hidden="true" />
            <span className="sr-only">{`Show ${noun} ${index + 1} of ${count}`}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
