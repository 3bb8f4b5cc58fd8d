import { attachDrawer } from '@/components/layout/effects/drawer'
import { attachScrollReveal } from '@/components/layout/effects/scroll-reveal'
import { attachStickyLook } from '@/components/layout/effects/sticky-look'

/**
 * The page frame's behaviour, as one small module every page loads (no framework): the sticky
 * header, the drawer's focus trap and exit, and the scroll animations. Each page is a full load,
 * so each opens at the top and arms its animations 100 ms after it starts (docs/deviations.md).
 */
attachStickyLook()
attachDrawer()
attachScrollReveal()
