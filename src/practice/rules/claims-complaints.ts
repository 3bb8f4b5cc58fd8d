import { regulation } from '@/practice/regulation'
import type { ContentRule, Finding, PageRule } from './rule'

/**
 * One complaints escalation source. Source: GDC Standards 5.1 (an effective complaints procedure that gives
 * patients the details of who to go to if ours does not settle it), the NHS (Complaints) Regulations 2009 for
 * NHS care. The escalation bodies' addresses live in src/practice/regulation.ts, which the footer and
 * the complaints page's panel read; content names the panel, never a typed address, so the two can
 * never disagree again (the page said dentalcomplaints.org.uk, the footer dcs.gdc-uk.org).
 */
export const COMPLAINTS_SOURCE = 'complaints-one-source'
const source = 'GDC Standards 5.1; NHS (Complaints) Regulations 2009'

const host = (href: string) => new URL(href).host.replace(/^www\./, '')
const { private: dcs, ombudsman } = regulation.complaints
/** The Dental Complaints Service's addresses old and new: only regulation.ts's may be shown. */
const DCS_HOSTS = [host(dcs.href), 'dentalcomplaints.org.uk']
// The NHS route's host is the whole of nhs.uk, which content links for other reasons: not listed.
const ESCALATION_HOSTS = [...DCS_HOSTS, host(ombudsman.href)]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const addresses = (hosts: readonly string[]) => new RegExp(`(?:https?://)?(?:www\\.)?(?:${hosts.map(escape).join('|')})[^\\s"'<>)]*`, 'gi')

/** A content file types no escalation body's address: the panel and footer give it. */
export const complaintsContentRule: ContentRule = {
  id: COMPLAINTS_SOURCE,
  source,
  check: (file) =>
    [...file.body.matchAll(addresses(ESCALATION_HOSTS))].map(([address]) => ({
      rule: COMPLAINTS_SOURCE,
      where: file.path,
      message: `types the complaints escalation address "${address}": name the "Complaints at a glance" panel instead (src/practice/regulation.ts is its one source)`,
    })),
}

/** An address without its scheme, www. or a trailing slash or full stop, to compare. */
const bare = (address: string) => address.replace(/^https?:\/\/(www\.)?/, '').replace(/[/.,]+$/, '')

/** A rendered page shows the Dental Complaints Service at regulation.ts's address only. */
export const complaintsPageRule: PageRule = {
  id: COMPLAINTS_SOURCE,
  source,
  check: (page) => {
    const found = new Set([...page.html.matchAll(addresses(DCS_HOSTS))].map(([address]) => bare(address)))
    const ours = bare(dcs.href)
    return [...found]
      .filter((address) => address !== ours)
      .map((address): Finding => ({ rule: COMPLAINTS_SOURCE, where: page.path, message: `shows the Dental Complaints Service at "${address}", not at ${dcs.href} (src/practice/regulation.ts)` }))
  },
}
