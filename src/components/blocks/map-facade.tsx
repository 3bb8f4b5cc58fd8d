import { useEffect, useRef, useState, type ReactNode } from 'react'
import { markInteractive } from '@/components/ui/interactive'

export interface MapFacadeProps {
  readonly title: string
  readonly addressLines: readonly string[]
  readonly embedUrl: string
  readonly linkUrl: string
  /** Decoration drawn behind the address (our own artwork, no map tiles). */
  readonly backdrop?: ReactNode
}

/**
 * The map loads only when asked for (no third-party request or cookie before): until then it is
 * the address as text, a button, and a link to the map on OpenStreetMap's own site.
 */
export function MapFacade({ title, addressLines, embedUrl, linkUrl, backdrop }: MapFacadeProps) {
  const [open, setOpen] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (open) frame.current?.focus()
  }, [open])

  if (open) {
    return <iframe ref={frame} src={embedUrl} title={title} className="aspect-[4/3] w-full min-w-0 rounded-3xl border-0 ring-1 ring-line" />
  }
  return (
    <div ref={markInteractive} className="relative flex aspect-[4/3] w-full min-w-0 flex-col items-center justify-center rounded-3xl bg-sage-pale p-4 text-center ring-1 ring-line sm:p-6">
      {backdrop && <div className="absolute inset-0 overflow-hidden rounded-3xl">{backdrop}</div>}
      <div className="relative flex flex-col items-center gap-4 rounded-3xl bg-white/90 px-6 py-5 shadow-sm">
        <address className="font-display text-lg not-italic sm:text-xl">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <button type="button" className="btn btn-primary noscript:hidden" onClick={() => setOpen(true)}>
          Show map
        </button>
        <p className="max-w-sm text-sm text-ink-soft">
          The map comes from OpenStreetMap and loads only when you ask for it.{' '}
          <a href={linkUrl} className="font-semibold text-larkspur-deep underline underline-offset-2" rel="noopener noreferrer">
            Open the map on OpenStreetMap
          </a>
        </p>
      </div>
    </div>
  )
}
