'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'

/** Turns plain same-origin links inside CMS HTML into client-side navigations. */
export function ClientLinks({ html, className }: { html: string; className?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return
    const url = new URL(anchor.href, window.location.href)
    if (url.origin !== window.location.origin || /\.(xml|pdf|docx?|webp|jpe?g|png)$/i.test(url.pathname)) return
    if (url.pathname === window.location.pathname && url.hash) return
    event.preventDefault()
    router.push(url.pathname + url.search + url.hash)
  }
  return (
    // The links inside are real anchors: keyboard users activate them as usual; this only intercepts the click.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
