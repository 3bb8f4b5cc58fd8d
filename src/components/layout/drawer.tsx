'use client'

import { useEffect, useState } from 'react'
import { drawerGroups } from '@/site/navigation'
import { CloseIcon, MenuIcon } from '../ui/icons'
import { DRAWER_ID } from './drawer-ids'

/** Renders `task` once the browser is idle (or after `timeoutMs` at the latest). */
function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = globalThis.setTimeout(task, timeoutMs)
  return () => globalThis.clearTimeout(id)
}

function Groups() {
  return (
    <ul className="container-page">
      {drawerGroups.map((group) => (
        <li key={group.id}>
          <details name="drawer-group">
            <summary>{group.label}</summary>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  )
}

/**
 * The drawer with its ten collapsible groups. Native parts do the work, so a tap is never lost,
 * even before hydration: the button opens a popover, and the groups are <details> sharing one
 * name, so the browser keeps only one open at a time. Slides, the wide-screen layout (every group
 * shown above 960 px) and the Menu/Close swap are CSS (globals.css, `.drawer`); `useDrawer` adds
 * the rest. The eighty links are not in every page's HTML: the page carries a link to the site
 * map (all a visitor without JavaScript needs), and the groups are rendered from this module's
 * data once the browser is idle, or at once if the drawer is opened first.
 */
export function Drawer() {
  const [full, setFull] = useState(false)
  useEffect(() => {
    const drawer = document.getElementById(DRAWER_ID)
    const now = () => setFull(true)
    drawer?.addEventListener('beforetoggle', now, { once: true })
    const cancel = whenIdle(now, 3000)
    return () => {
      drawer?.removeEventListener('beforetoggle', now)
      cancel()
    }
  }, [])
  return (
    <>
      <button type="button" popoverTarget={DRAWER_ID} aria-controls={DRAWER_ID} aria-expanded="false" className="btn btn-secondary drawer-toggle">
        <MenuIcon className="size-5 if-closed" />
        <CloseIcon className="size-5 if-open" />
        <span className="if-closed">Menu</span>
        <span className="if-open">Close</span>
      </button>
      <div id={DRAWER_ID} popover="auto" className="drawer">
        <nav aria-label="All pages">
          {full ? (
            <Groups />
          ) : (
            <p className="container-page py-6">
              <a href="/sitemap">Every page of our site, on the site map</a>
            </p>
          )}
        </nav>
      </div>
    </>
  )
}
