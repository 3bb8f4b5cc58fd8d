import React from 'react'

/** Being built (issue 36): replaced by its helper's form. */
export function TreatmentPanels() {
  return <p>TreatmentPanels</p>
}
