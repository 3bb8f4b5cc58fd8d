'use client'

import { accreditations } from '@/site/accreditations'
import { footerQuickLinks, footerQuickServices, legalLinks, type NavLink } from '@/site/navigation'
import { formatAddress, practice } from '@/site/practice'
import { BrandLogos } from '../blocks/brand-logos'
import { PracticeFactsLine } from '../blocks/practice-facts'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons'

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-display text-lg text-white">{title}</h2>
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="foot-link text-white/80">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/*
 * A client component, though nothing in it needs React state: its markup is rendered into the
 * page's HTML as usual, but the RSC payload carries only a reference and the date instead of a
 * second copy of the footer, and the module is one cached script shared by every page
 * (docs/decisions/006-phone-speed.md).
 */
export function FooterBody({ updated }: { updated: string | null }) {
  return (
    <footer className="below-fold band-footer mt-auto">
      <section aria-labelledby="accreditations-title" className="border-t border-line bg-white py-8">
        <div className="container-page">
          <h2 id="accreditations-title" className="sr-only">
            Accreditations and partners
          </h2>
          <BrandLogos logos={accreditations} />
        </div>
      </section>
      <div className="bg-ink text-white/85">
        <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
          <div>
            <h2 className="mb-3 font-display text-lg text-white">{practice.name}</h2>
            <address className="grid gap-3 not-italic">
              <p className="flex gap-2">
                <PinIcon className="mt-1 size-4 shrink-0" />
                <span>{formatAddress()}</span>
              </p>
              <p className="flex items-center gap-2">
                <PhoneIcon className="size-4 shrink-0" />
                <a href={practice.phone.href} className="hover:underline">
                  {practice.phone.display}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <MailIcon className="size-4 shrink-0" />
                <a href={`mailto:${practice.email}`} className="break-all hover:underline">
                  {practice.email}
                </a>
              </p>
            </address>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
              {practice.social.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 items-center rounded-full border border-white/30 px-3 text-sm hover:bg-white/10"
                  >
                    {social.network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkList title="Quick Links" links={footerQuickLinks} />
          <LinkList title="Quick Services" links={footerQuickServices} />
          <div>
            <h2 className="mb-3 font-display text-lg text-white">Opening hours</h2>
            <p className="flex gap-2">
              <ClockIcon className="mt-1 size-4 shrink-0" />
              <span>
                {practice.openingHours.days}
                <br />
                {`${practice.openingHours.opens} to ${practice.openingHours.footerCloses}`}
              </span>
            </p>
            <p className="mt-4">
              <a href={practice.regulatorReport.href} rel="noopener noreferrer" className="underline underline-offset-2 hover:text-white">
                {practice.regulatorReport.label}
              </a>
            </p>
          </div>
        </div>
        <div className="border-t border-white/15">
          <div className="container-page flex flex-col gap-3 py-5 text-sm md:flex-row md:items-center md:justify-between">
            <nav aria-label="Legal">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="foot-link">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <p>
              {`© ${practice.name}`}
              {updated && <span data-testid="site-updated">{` · Site updated on ${updated}`}</span>}
            </p>
          </div>
          <div className="container-page pb-5 text-sm">
            <PracticeFactsLine className="max-w-4xl" />
          </div>
        </div>
      </div>
    </footer>
  )
}
