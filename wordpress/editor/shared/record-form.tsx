import { useBlockProps } from '@wordpress/block-editor'
import React, { type ComponentType } from 'react'
import { CheckContext, useCheck, useEditedRecord } from './check'
import { RecordProblems } from './problems'

/**
 * The block's edit view: the record's form, with the site's check of the record as edited given
 * to every field (CheckContext) and saving locked while this edit brings in a problem.
 */
export function RecordForm({ form: Form }: { form: ComponentType }) {
  const record = useEditedRecord()
  const postType = record.postType === 'larkspur_clinic' || record.postType === 'larkspur_treatment' ? record.postType : null
  const state = useCheck(postType ? { postType, id: record.id, record: { title: record.title, slug: record.slug, status: record.status, meta: record.meta } } : null, { lockPostSaving: true })
  return (
    <div {...useBlockProps({ className: 'larkspur-record-form' })}>
      <CheckContext.Provider value={state}>
        <RecordProblems />
        <Form />
      </CheckContext.Provider>
    </div>
  )
}
