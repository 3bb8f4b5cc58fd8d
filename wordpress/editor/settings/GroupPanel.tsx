import { Button, Flex, FlexBlock, PanelBody, TextControl } from '@wordpress/components'
import React, { memo } from 'react'
import { FieldProblems, problemsId } from '../shared/problems'
import { CheckedText, RemoveButton } from './fields'
import { blankSocial, removeAt, replaceAt } from './rows'
import type { Company, Group } from './types'

type TextKey = Exclude<keyof Group, 'social' | 'company'>

/** The group's text fields, in the order the page shows them, with what each is for. */
const FIELDS: ReadonlyArray<{ key: TextKey; label: string; type?: string; help?: string }> = [
  { key: 'name', label: 'Practice name' },
  { key: 'town', label: 'Town' },
  { key: 'county', label: 'County' },
  { key: 'document_title', label: 'Browser title of the home page', help: 'What a browser tab and a search result show for the home page.' },
  { key: 'tagline', label: 'Tagline' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'prices_reviewed', label: 'Prices last reviewed', type: 'date', help: 'Shown on the fees page: the date someone last checked every price.' },
]

export const GroupPanel = memo(function GroupPanel({ group, onChange }: { group: Group; onChange: (group: Group) => void }) {
  const social = group.social
  const setSocial = (links: Group['social']) => onChange({ ...group, social: links })
  // A settings route older than the company field answers without it.
  const company = group.company ?? { legal_name: '', number: '' }
  const setCompany = (change: Partial<Company>) => onChange({ ...group, company: { ...company, ...change } })
  return (
    <PanelBody title="The practice" initialOpen>
      {FIELDS.map(({ key, label, type, help }) => (
        <CheckedText key={key} field={`group.${key}`} label={label} type={type} help={help} value={group[key]} onChange={(value) => onChange({ ...group, [key]: value })} />
      ))}
      <fieldset className="larkspur-settings-rows" aria-describedby={problemsId('group.company')}>
        <legend>The company</legend>
        <p className="description">As Companies House registers it: the website's footer shows both, as the law asks of a company's website. Leave both empty for none.</p>
        <TextControl label="Company's legal name" help="Its registered name, e.g. Thameside Dental Ltd." value={company.legal_name} aria-describedby={problemsId('group.company')} onChange={(legal_name) => setCompany({ legal_name })} />
        <TextControl label="Company number" help="Eight digits, or two capitals and six digits (SC123456)." value={company.number} aria-describedby={problemsId('group.company')} onChange={(number) => setCompany({ number })} />
        <FieldProblems field="group.company" />
      </fieldset>
      <fieldset className="larkspur-settings-rows" aria-describedby={problemsId('group.social')}>
        <legend>Social links</legend>
        {social.map((link, index) => (
          <Flex key={index} align="flex-end" gap={2} className="larkspur-settings-row">
            <FlexBlock>
              <TextControl label={`Network ${index + 1}`} value={link.network} onChange={(network) => setSocial(replaceAt(social, index, { ...link, network }))} />
            </FlexBlock>
            <FlexBlock>
              <TextControl label={`Address ${index + 1} (https://)`} type="url" value={link.href} onChange={(href) => setSocial(replaceAt(social, index, { ...link, href }))} />
            </FlexBlock>
            <RemoveButton what={`social link ${index + 1}`} onRemove={() => setSocial(removeAt(social, index))} />
          </Flex>
        ))}
        <FieldProblems field="group.social" />
        <Button variant="secondary" onClick={() => setSocial([...social, blankSocial()])}>
          Add a social link
        </Button>
      </fieldset>
    </PanelBody>
  )
})
