import { registerBlockType } from '@wordpress/blocks'
import { registerPlugin } from '@wordpress/plugins'
import React from 'react'
import { ClinicForm } from './clinic/ClinicForm'
import { ClinicPanels } from './clinic/ClinicPanels'
import { RecordForm } from './shared/record-form'
import { TreatmentForm } from './treatment/TreatmentForm'
import { TreatmentPanels } from './treatment/TreatmentPanels'

/**
 * The clinic and treatment edit screens (issue 36): each post type's locked template holds one of
 * these blocks (larkspur-practice/editor.php), which is the record's form over its post meta; the
 * short fields are document-settings panels. The blocks save nothing into the post's content.
 */
registerBlockType('larkspur/clinic-form', {
  apiVersion: 2,
  title: 'Clinic details',
  category: 'widgets',
  icon: 'location',
  supports: { html: false, inserter: false, reusable: false, multiple: false },
  edit: () => <RecordForm form={ClinicForm} />,
  save: () => null,
})

registerBlockType('larkspur/treatment-form', {
  apiVersion: 2,
  title: 'Prices and facts',
  category: 'widgets',
  icon: 'heart',
  supports: { html: false, inserter: false, reusable: false, multiple: false },
  edit: () => <RecordForm form={TreatmentForm} />,
  save: () => null,
})

const postType = window.larkspurPractice?.postType
if (postType === 'larkspur_clinic') registerPlugin('larkspur-clinic-panels', { render: ClinicPanels })
if (postType === 'larkspur_treatment') registerPlugin('larkspur-treatment-panels', { render: TreatmentPanels })
