'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { NavGroup } from '@/site/navigation'
import { ChevronIcon, CloseIcon, MenuIcon } from '../ui/icons'
import { MENU_GROUPS_MAX_WIDTH_PX, MENU_SLIDE_MS, SCROLL_TO_TOP_DELAY_MS, SUBMENU_COLLAPSE_BELOW_PX, scrollToTopSmoothly } from './timing'

const compactQuery = `(max-width: ${MENU_GROUPS_MAX_WIDTH_PX}px)`

function useCompact(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(compactQuery)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(compactQuery).matches,
    () => true,
  )
}

/** The drawer with the ten collapsible groups (SPEC sections 2 and 4). */
export function MobileMenu({ groups }: { groups: readonly NavGroup[] }) {
  const [open, setOpen] = useState(false)
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const compact = useCompact()
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  const close = () => {
    setOpen(false)
    if (window.innerWidth < SUBMENU_COLLAPSE_BELOW_PX) setOpenGroup(null)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const chooseLink = () => {
    close()
    window.setTimeout(scrollToTopSmoothly, SCROLL_TO_TOP_DELAY_MS)
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-secondary !px-3"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        <span>{open ? 'Close' : 'Menu'}</span>
      </button>
      <div
        id={panelId}
        inert={!open}
        style={{ transitionDuration: `${MENU_SLIDE_MS}ms` }}
        className="absolute inset-x-0 top-full grid grid-rows-[0fr] overflow-hidden bg-white shadow-lg transition-[grid-template-rows] motion-reduce:transition-none data-[open=true]:grid-rows-[1fr]"
        data-open={open}
      >
        <nav aria-label="All pages" className="min-h-0 overflow-y-auto" style={{ maxHeight: 'calc(100dvh - 5rem)' }}>
          <ul className="container-page grid gap-x-8 py-4 nav:grid-cols-4 nav:py-8">
            {groups.map((group) => {
              const expanded = !compact || openGroup === group.id
              const listId = `${panelId}-${group.id}`
              return (
                <li key={group.id} className="border-b border-line nav:border-0">
                  {compact ? (
                    <button
                      type="button"
                      className="flex min-h-12 w-full items-center justify-between text-left font-semibold"
                      aria-expanded={expanded}
                      aria-controls={listId}
                      onClick={() => setOpenGroup(expanded ? null : group.id)}
                    >
                      {group.label}
                      <ChevronIcon className={`size-5 transition-transform duration-300 ${expanded ? 'rotate-180' : ''}`} />
                    </button>
                  ) : (
                    <p className="mb-2 font-display text-lg font-semibold">{group.label}</p>
                  )}
                  <div
                    id={listId}
                    inert={!expanded}
                    className="grid grid-rows-[0fr] transition-[grid-template-rows] motion-reduce:transition-none data-[open=true]:grid-rows-[1fr]"
                    style={{ transitionDuration: `${MENU_SLIDE_MS}ms` }}
                    data-open={expanded}
                  >
                    <ul className="min-h-0 overflow-hidden">
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <Link
                            href={link.href}
                            onClick={chooseLink}
                            className="flex min-h-11 items-center py-1 text-ink-soft hover:text-larkspur-deep hover:underline nav:min-h-9"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </>
  )
}
