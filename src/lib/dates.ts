const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })

/** 'd MMMM y' in UK time, e.g. '2 November 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}
