import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { formatLongDate } from '@/lib/dates'

const buildInfo = z.object({ lastUpdated: z.iso.datetime({ offset: true }) })

/** The build-info record, written at build time by scripts/write-build-info.ts. */
export async function readBuildInfo(): Promise<string | null> {
  try {
    const raw = await fs.readFile(path.join(process.cwd(), 'public', 'build-info.json'), 'utf8')
    return buildInfo.parse(JSON.parse(raw)).lastUpdated
  } catch (error) {
    console.error(`Footer build info fetch failed: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

/** docs/requirements.md §7: the later of the two dates, as 'd MMMM y'; null hides the line. */
export function laterDate(dates: readonly (string | null)[]): string | null {
  const valid = dates.filter((date): date is string => date !== null && !Number.isNaN(Date.parse(date)))
  if (valid.length === 0) return null
  return valid.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest))
}

/** docs/requirements.md §7: 'd MMMM y'. */
export const formatSiteDate = formatLongDate
