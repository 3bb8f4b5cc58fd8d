import React from 'react'

/** Being built (issue 36): replaced by its helper's page. */
export function SettingsPage() {
  return <p>SettingsPage</p>
}
