import { PluginDocumentSettingPanel } from '@wordpress/edit-post'
import React from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { useClinicMeta } from './meta'
import { MetaField } from './MetaField'
import { Toggle } from './Toggle'

/**
 * The clinic's short fields, in the document sidebar (issue 36), each with its problems beside it
 * from the block's check of the record
 * (its published check: WordPress renders the sidebar's panels outside the block).
 */
export function ClinicPanels() {
  const [meta, setMeta] = useClinicMeta()
  return (
    <>
      <PluginDocumentSettingPanel name="larkspur-clinic-main" title="Main clinic">
        <Toggle label="This is the main clinic" checked={meta.main === true} onChange={(main) => setMeta('main', main)} describedBy={`larkspur-help-main ${problemsId('main')}`} />
        <p className="larkspur-help" id="larkspur-help-main">The header, footer and contact page show the main clinic’s phone and hours. There is exactly one.</p>
        <FieldProblems field="main" />
      </PluginDocumentSettingPanel>
      <PluginDocumentSettingPanel name="larkspur-clinic-address" title="Address">
        <MetaField field="street" label="Street" autoComplete="address-line1" />
        <MetaField field="locality" label="Town" autoComplete="address-level2" />
        <MetaField field="region" label="County" autoComplete="address-level1" />
        <MetaField field="postcode" label="Postcode" autoComplete="postal-code" />
        <MetaField field="latitude" label="Latitude" type="number" help="For the map: from the clinic’s pin in a map app, e.g. 51.5225." />
        <MetaField field="longitude" label="Longitude" type="number" help="e.g. -0.7205 (west of Greenwich is negative)." />
      </PluginDocumentSettingPanel>
      <PluginDocumentSettingPanel name="larkspur-clinic-contact" title="Phone and email">
        <MetaField field="phone" label="Phone" type="tel" help="As it is read: the area code, a space, the number (01632 960…)." />
        <MetaField field="appointments_phone" label="Appointments phone" type="tel" help="Only if appointments have their own line." />
        <MetaField field="whatsapp" label="WhatsApp" type="tel" help="A UK mobile as it is read (07700 900…); empty for none." />
        <MetaField field="email" label="Email" type="email" />
      </PluginDocumentSettingPanel>
      <PluginDocumentSettingPanel name="larkspur-clinic-links" title="Inspection and booking">
        <MetaField field="cqc_location" label="CQC inspection report" type="url" help="The clinic’s page on cqc.org.uk (https://…)." />
        <MetaField field="booking_url" label="Online booking address" type="url" help="Empty: Book goes to the enquiry form. {treatment} is replaced by the treatment." />
      </PluginDocumentSettingPanel>
    </>
  )
}
