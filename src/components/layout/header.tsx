'use client'

import { headerLinks } from '@/site/navigation'
import { practice } from '@/site/practice'
import { PhoneIcon } from '../ui/icons'
import { Drawer } from './drawer'
import { Logo } from './logo'

/** Rendered into every page's HTML; its sticky look (`data-stuck`) and the drawer's behaviour come from FrameEffects. */
/*
 * A client component with no props, though nothing in it needs React state: its markup is rendered
 * into the page's HTML as usual, but the RSC payload carries only a reference to this module
 * instead of a second copy of the markup, and the module is one cached script shared by every
 * page (docs/decisions/006-phone-speed.md).
 */
export function Header() {
  return (
    <header data-stuck="false" className="site-header">
      <div className="hidden bg-ink text-sm text-white/90 nav:block">
        <div className="container-page flex items-center justify-between py-1.5">
          <p>
            {`${practice.openingHours.days} ${practice.openingHours.opens} to ${practice.openingHours.closes}`}
          </p>
          <p>
            <a className="underline-offset-2 hover:underline" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>
          </p>
        </div>
      </div>
      <div className="container-page header-row">
        <Logo />
        <nav aria-label="Main" className="ml-auto hidden nav:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="header-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={practice.phone.href} className="btn btn-primary ml-auto nav:ml-2" aria-label={`Call us on ${practice.phone.display}`}>
          <PhoneIcon className="size-4" />
          <span className="hidden sm:inline">{practice.phone.display}</span>
          <span className="sm:hidden">Call</span>
        </a>
        <Drawer />
      </div>
    </header>
  )
}
