import type { ReactNode } from 'react'
import { ChevronIcon, PauseIcon, PlayIcon } from '@/components/ui/icons'

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
      className={`carousel-button ${round[tone]}`}
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
      {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
    </RoundButton>
  )
}

export function StepButton({ tone, back, noun, onClick, disabled }: { tone: Tone; back?: boolean; noun: string; onClick: () => void; disabled?: boolean }) {
  return (
    <RoundButton tone={tone} onClick={onClick} disabled={disabled} label={`${back ? 'Previous' : 'Next'} ${noun}`}>
      <ChevronIcon direction={back ? 'left' : 'right'} className="size-5" />
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
