import Link from 'next/link'
import { drawerGroups, headerLinks } from '@/site/navigation'
import { practice } from '@/site/practice'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { StickyHeader } from './sticky-header'
import { PhoneIcon } from '../ui/icons'

export function Header() {
  return (
    <StickyHeader>
      <div className="hidden bg-ink text-sm text-white/90 nav:block">
        <div className="container-page flex items-center justify-between py-1.5">
          <p>
            {practice.openingHours.days} {practice.openingHours.opens} to {practice.openingHours.closes}
          </p>
          <p>
            <a className="underline-offset-2 hover:underline" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>
          </p>
        </div>
      </div>
      <div className="container-page flex items-center gap-4 py-3 transition-[padding] duration-300 group-data-[stuck=true]/header:py-2">
        <Logo />
        <nav aria-label="Main" className="ml-auto hidden nav:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-ink hover:bg-larkspur-pale"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={practice.phone.href}
          className="btn btn-primary ml-auto nav:ml-2"
          aria-label={`Call us on ${practice.phone.display}`}
        >
          <PhoneIcon className="size-4" />
          <span className="hidden sm:inline">{practice.phone.display}</span>
          <span className="sm:hidden">Call</span>
        </a>
        <MobileMenu groups={drawerGroups} />
      </div>
    </StickyHeader>
  )
}
