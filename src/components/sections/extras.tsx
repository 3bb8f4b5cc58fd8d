import type { PageExtrasMap } from '../page-extras'

/** Rich hand-written sections (issue 6): sliders, videos, FAQs, testimonials, maps. */
export const sectionExtras: PageExtrasMap = {}
