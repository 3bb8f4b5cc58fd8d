import type { Metadata, Viewport } from 'next'
import { Activity, type ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { FrameEffects } from '@/components/layout/frame-effects'
import { HydrationMark } from '@/components/layout/hydration-mark'
import { siteOrigin } from '@/env'
import { fraunces } from '@/fonts'
import { practice } from '@/site/practice'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: practice.documentTitle,
  description: `${practice.name}: private, family and cosmetic dentistry, Invisalign and dental implants in ${practice.town}, ${practice.county}.`,
  icons: { icon: '/media/brand/mark.svg', apple: '/media/brand/apple-touch-icon.png' },
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: '#1f2a44',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={fraunces.variable}>
      <body className="flex min-h-dvh flex-col bg-white antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {/*
          Header, page and footer are each an Activity boundary: React hydrates each as its own
          low-priority piece of work that yields to the browser every few milliseconds, instead of
          one long task for the whole page, and a tap on a part not yet hydrated hydrates that part
          first and is replayed. Unlike a Suspense boundary, an Activity boundary never holds
          content back: the HTML is complete, with or without JavaScript
          (docs/decisions/006-phone-speed.md).
        */}
        <Activity>
          <Header />
          <HydrationMark part="header" />
        </Activity>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Activity>
            {children}
            <HydrationMark part="page" />
          </Activity>
        </main>
        <Activity>
          <Footer />
          <HydrationMark part="footer" />
        </Activity>
        <FrameEffects />
      </body>
    </html>
  )
}
