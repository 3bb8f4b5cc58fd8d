import { practice } from './practice'

/** The 404 page's title. */
export const notFoundTitle = `Page not found | ${practice.name}`
