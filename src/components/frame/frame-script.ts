// Astro's island element and its client:visible directive, which the server takes out of each
// page (src/server/island-runtime.ts): first, so every island starts as soon as the page is parsed.
import 'virtual:larkspur/island-runtime'
import { attachCmsVideos } from '@/components/blocks/cms-video-play'
import { attachDrawer } from '@/components/layout/effects/drawer'
import { attachRevealFocusedField } from '@/components/layout/effects/reveal-focused-field'
import { attachScrollReveal } from '@/components/layout/effects/scroll-reveal'
import { attachScrollToLinks } from '@/components/layout/effects/scroll-to'
import { attachStickyLook } from '@/components/layout/effects/sticky-look'

/**
 * The page frame's behaviour, as one small module every page loads (no framework): the sticky
 * header, the drawer's focus trap and exit, the same-page links that glide to their target, the
 * scroll animations and the CMS bodies' video facades; and Astro's island runtime, kept here once rather than in every page.
 * Each page is a full load, so each opens at the top and arms its animations 100 ms after it starts (docs/deviations.md). `data-frame-ready` on <html> says it
 * has run (browser tests wait for it before using what it adds).
 */
attachStickyLook()
attachDrawer()
attachScrollToLinks()
attachScrollReveal()
attachCmsVideos()
attachRevealFocusedField()
document.documentElement.dataset.frameReady = 'true'
