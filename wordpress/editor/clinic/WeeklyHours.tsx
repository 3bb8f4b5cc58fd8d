import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { useClinicMeta } from './meta'
import { DAYS, FIRST_SESSION, weeklyHours, withDay, type Day } from './sessions'
import { SessionRows } from './SessionRows'
import { Toggle } from './Toggle'

const DAY_NAMES: Record<Day, string> = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' }

/** The usual week: a row per day, open or closed, with its sessions; and whether bank holidays close the clinic. */
export function WeeklyHours() {
  const [meta, setMeta] = useClinicMeta()
  const hours = weeklyHours(meta.hours)
  const described = problemsId('hours')
  return (
    <fieldset className="larkspur-fieldset">
      <legend>Opening hours</legend>
      <p className="larkspur-help">The usual week. A day that is closed is shown as closed on the website.</p>
      <FieldProblems field="hours" />
      <div className="larkspur-week">
        {DAYS.map((day) => {
          const sessions = hours[day] ?? []
          const open = sessions.length > 0
          return (
            <div className={`larkspur-day${open ? '' : ' is-closed'}`} key={day} data-day={day}>
              <Toggle
                className="larkspur-day__toggle"
                label={<><span className="larkspur-day__name">{DAY_NAMES[day]}</span> <span className="larkspur-day__state">{open ? 'open' : 'closed'}</span></>}
                checked={open}
                onChange={(checked) => setMeta('hours', withDay(hours, day, checked ? [FIRST_SESSION] : []))}
                describedBy={described}
              />
              {open && <SessionRows name={DAY_NAMES[day]} sessions={sessions} onChange={(next) => setMeta('hours', withDay(hours, day, next))} describedBy={described} />}
            </div>
          )
        })}
      </div>
      <div className="larkspur-bank-holidays">
        <Toggle
          label="Open on bank holidays"
          checked={meta.bank_holidays === 'open'}
          onChange={(checked) => setMeta('bank_holidays', checked ? 'open' : 'closed')}
          describedBy={problemsId('bank_holidays')}
        />
        <p className="larkspur-help">Off: the clinic is closed on every England and Wales bank holiday, and the website says so.</p>
        <FieldProblems field="bank_holidays" />
      </div>
    </fieldset>
  )
}
