/**
 * Decorative icons. Each is an empty span painted in the text colour through an SVG mask; the
 * SVGs are the `.i-*` rules in globals.css. A page's HTML then carries a class name rather
 * than the drawing: 0.4–1.5 KB gzip less on every page, and less markup for the browser to build. Always `aria-hidden`: the text
 * beside an icon, or the control's accessible name, says what it means.
 */
type IconProps = { className?: string }

function icon(name: string, className?: string) {
  return <span aria-hidden="true" className={className ? `icon i-${name} ${className}` : `icon i-${name}`} />
}

export const PhoneIcon = ({ className }: IconProps) => icon('phone', className)
/** A tick for lists of benefits. */
export const CheckIcon = ({ className }: IconProps) => icon('check', className)
export const PlayIcon = ({ className }: IconProps) => icon('play', className)
export const PauseIcon = ({ className }: IconProps) => icon('pause', className)
export const ArrowIcon = ({ className }: IconProps) => icon('arrow', className)
/** The opening mark of a testimonial (32 × 24: give it `h-6 w-8`). */
export const QuoteIcon = ({ className }: IconProps) => icon('quote', className)

/** Points down; `direction` turns it for carousels' previous and next. */
export function ChevronIcon({ direction = 'down', className }: IconProps & { direction?: 'down' | 'left' | 'right' }) {
  return icon(`chevron-${direction}`, className)
}
