import { Button, TextControl, VisuallyHidden } from '@wordpress/components'
import React from 'react'
import { addSession, changeSession, MAX_SESSIONS, removeSession, type Session } from './sessions'

const context = (name: string, index: number) => `${name}, ${index > 0 ? 'second session, ' : ''}`

/**
 * One day's sessions as rows of time fields, with a second session to add or remove. `name` is
 * what the fields are of ('Monday', 'Staff training'): screen readers hear "Monday opens", while
 * the row reads "Opens" under its day.
 */
export function SessionRows({ name, sessions, onChange, describedBy }: { name: string; sessions: readonly Session[]; onChange: (sessions: readonly Session[]) => void; describedBy: string }) {
  return (
    <div className="larkspur-sessions">
      {sessions.map((session, index) => (
        <div className="larkspur-session" key={index}>
          <TextControl
            type="time"
            label={<><VisuallyHidden>{context(name, index)}</VisuallyHidden>Opens</>}
            value={session.opens}
            onChange={(opens) => onChange(changeSession(sessions, index, { opens }))}
            aria-describedby={describedBy}
          />
          <TextControl
            type="time"
            label={<><VisuallyHidden>{context(name, index)}</VisuallyHidden>Closes</>}
            value={session.closes}
            onChange={(closes) => onChange(changeSession(sessions, index, { closes }))}
            aria-describedby={describedBy}
          />
          {index > 0 && (
            <Button variant="tertiary" isDestructive onClick={() => onChange(removeSession(sessions, index))}>
              Remove<VisuallyHidden>{` ${name}'s second session`}</VisuallyHidden>
            </Button>
          )}
        </div>
      ))}
      {sessions.length > 0 && sessions.length < MAX_SESSIONS && (
        <Button variant="link" className="larkspur-add-session" onClick={() => onChange(addSession(sessions))}>
          Add a second session<VisuallyHidden>{` on ${name}`}</VisuallyHidden>
        </Button>
      )}
    </div>
  )
}
