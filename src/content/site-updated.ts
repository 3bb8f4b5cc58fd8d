import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { getLastUpdated } from '.'
import { contentTags } from './tags'
import { formatSiteDate, laterDate, readBuildInfo } from './site-date'

export { formatSiteDate, laterDate, readBuildInfo } from './site-date'

export async function getSiteUpdated(): Promise<string | null> {
  'use cache'
  cacheLife('content')
  // Explicit, so the webhook's revalidation reaches this outer cache entry whatever nesting does.
  cacheTag(contentTags.lastUpdated)
  const [build, cms] = await Promise.all([readBuildInfo(), getLastUpdated()])
  const later = laterDate([build, cms.ok ? cms.value : null])
  return later && formatSiteDate(later)
}
