import { SelectControl } from '@wordpress/components'
import React, { useState } from 'react'
import { holidaysOf, holidayYears, readableDate, type Closure } from './closures'

/**
 * The year's England and Wales bank holidays, for reference while typing closures (the build
 * writes them from the site's own date-holidays rules): the clinic is closed on them unless it
 * opens on bank holidays, without a row for each.
 */
export function BankHolidays({ rows, on, open }: { rows: readonly Closure[]; on: string; open: boolean }) {
  const years = holidayYears(rows, on)
  const [year, setYear] = useState(() => years[0] ?? Number(on.slice(0, 4)))
  const holidays = holidaysOf(year, window.larkspurPractice?.bankHolidays ?? [])
  return (
    <section className="larkspur-holidays" aria-labelledby="larkspur-holidays-title">
      <h3 id="larkspur-holidays-title">{`Bank holidays in ${year}`}</h3>
      {years.length > 1 && <SelectControl label="Show the bank holidays of" value={String(year)} options={years.map((each) => ({ value: String(each), label: String(each) }))} onChange={(value) => setYear(Number(value))} />}
      <p className="larkspur-help">{open ? 'The clinic opens on bank holidays (Opening hours): its usual hours apply unless a row above says otherwise.' : 'The clinic is closed on each of these without a row above: the website says so.'}</p>
      {holidays.length === 0 ? <p>No bank holidays are listed for {year}.</p> : (
        <ul>
          {holidays.map((date) => (
            <li key={date}><time dateTime={date}>{readableDate(date)}</time></li>
          ))}
        </ul>
      )}
    </section>
  )
}
