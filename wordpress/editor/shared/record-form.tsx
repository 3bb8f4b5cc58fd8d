import { useBlockProps } from '@wordpress/block-editor'
import React, { useEffect, type ComponentType } from 'react'
import { CheckContext, publishCheck, useCheck, useEditedRecord } from './check'
import { RecordProblems } from './problems'
import { useKeepCaretInsideBlock } from './use-keep-caret'

/** The block toolbar (a locked block's lock and menu) would float over the form's fields and hide the one in focus (WCAG 2.4.11): these screens have no use for it. */
const FORM_CSS = '.edit-post-visual-editor .block-editor-block-contextual-toolbar { display: none; }'

/**
 * The block's edit view: the record's form, with the site's check of the record as edited given
 * to every field (CheckContext) and saving locked while this edit brings in a problem.
 */
export function RecordForm({ form: Form }: { form: ComponentType }) {
  const record = useEditedRecord()
  const postType = record.postType === 'larkspur_clinic' || record.postType === 'larkspur_treatment' ? record.postType : null
  const state = useCheck(postType ? { postType, id: record.id, record: { title: record.title, slug: record.slug, status: record.status, meta: record.meta } } : null, { lockPostSaving: true })
  useEffect(() => publishCheck(state), [state])
  useKeepCaretInsideBlock()
  return (
    <div {...useBlockProps({ className: 'larkspur-record-form' })}>
      <style>{FORM_CSS}</style>
      <CheckContext.Provider value={state}>
        <RecordProblems />
        <Form />
      </CheckContext.Provider>
    </div>
  )
}

