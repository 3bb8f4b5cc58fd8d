import { Button, Notice, Spinner } from '@wordpress/components'
import React from 'react'
import type { PageNotice } from './types'

interface Props {
  notice: PageNotice
  onDismiss: () => void
  dirty: boolean
  saving: boolean
  checking: boolean
  blocked: boolean
  onSave: () => void
}

/** The Save button, kept in sight at the foot of the window, with what became of the last save and why saving waits. */
export function SaveBar({ notice, onDismiss, dirty, saving, checking, blocked, onSave }: Props) {
  const state = blocked ? 'Saving waits until the problems marked beside their fields are put right.' : dirty ? 'You have unsaved changes.' : 'No unsaved changes.'
  return (
    <div className="larkspur-settings-savebar">
      <div aria-live="polite" style={{ flex: '1 1 100%' }}>
        {notice && (
          <Notice status={notice.status} onRemove={onDismiss}>
            {notice.message}
          </Notice>
        )}
      </div>
      <Button variant="primary" disabled={saving || blocked} onClick={onSave}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      {(saving || checking) && <Spinner />}
      <span className="larkspur-settings-state">{checking && !saving ? 'Checking with the website…' : state}</span>
    </div>
  )
}
