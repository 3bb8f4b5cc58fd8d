import { getSiteUpdated } from '@/content/site-updated'
import { FooterBody } from './footer-body'

/** The page footer; only its 'Site updated on' date is read on the server. */
export async function Footer() {
  return <FooterBody updated={await getSiteUpdated()} />
}
