import { Notice, Panel, Spinner } from '@wordpress/components'
import React, { useCallback, useEffect, useMemo, useState } from 'react'
import { CheckContext, type Problem, useCheck } from '../shared/check'
import { RecordProblems } from '../shared/problems'
import { FeesPanel } from './FeesPanel'
import { FinancePanel } from './FinancePanel'
import { GroupPanel } from './GroupPanel'
import { NhsBandsPanel } from './NhsBandsPanel'
import { SaveBar } from './SaveBar'
import { loadCatalogue, loadSettings, saveSettings } from './api'
import { refusal } from './refusal'
import { SettingsStyle } from './style'
import type { Catalogue, FeeSection, FinanceRecord, Group, NhsBandSet, PageNotice, Settings } from './types'



/** Asks before leaving the page (or reloading it) while `dirty`: the browser's own "leave site?" question. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}

/**
 * Settings → Practice (issue 36): the group's details, the fee schedule, the NHS charges and the
 * finance record, read and saved through the plugin's `larkspur/v1/settings` without a page load.
 * Every edit is checked by the website (shared/check.ts); saving waits while a problem the edit
 * brings in stands, and a refused save's problems are shown beside their fields.
 */
export function SettingsPage() {
  const [settings, setSettings] = useState<Settings | null>(null)
  const [saved, setSaved] = useState('')
  const [catalogue, setCatalogue] = useState<Catalogue>({ treatments: [], clinics: [] })
  const [loadError, setLoadError] = useState('')
  const [notice, setNotice] = useState<PageNotice>(null)
  const [saving, setSaving] = useState(false)
  const [refused, setRefused] = useState<Problem[]>([])

  useEffect(() => {
    loadSettings().then(
      (loaded) => {
        setSettings(loaded)
        setSaved(JSON.stringify(loaded))
      },
      (error: unknown) => setLoadError(refusal(error).message),
    )
    void loadCatalogue().then(setCatalogue)
  }, [])

  // One setter per part for the page's life, so a panel renders again only when its own part changes.
  const setGroup = useCallback((group: Group) => setSettings((before) => before && { ...before, group }), [])
  const setSections = useCallback((edit: (sections: FeeSection[]) => FeeSection[]) => setSettings((before) => before && { ...before, fees: { ...before.fees, sections: edit(before.fees.sections) } }), [])
  const setBands = useCallback((nhs_bands: NhsBandSet[]) => setSettings((before) => before && { ...before, fees: { ...before.fees, nhs_bands } }), [])
  const setFinance = useCallback((finance: FinanceRecord | null) => setSettings((before) => before && { ...before, finance }), [])

  const check = useCheck(settings ? { postType: 'settings', settings } : null, { lockPostSaving: false })
  // A refused save's problems stand beside their fields with the check's until the next save.
  const shown = useMemo(() => ({ ...check, problems: [...check.problems, ...refused] }), [check, refused])
  const dirty = settings !== null && JSON.stringify(settings) !== saved
  const blocked = check.problems.some((problem) => problem.introduced)
  useLeaveWarning(dirty)

  if (loadError) return <Notice status="error" isDismissible={false}>{`The practice settings could not be loaded: ${loadError}`}</Notice>
  if (!settings) return <Spinner />

  const save = () => {
    setSaving(true)
    setNotice(null)
    saveSettings(settings)
      .then((answer) => {
        setSettings(answer)
        setSaved(JSON.stringify(answer))
        setRefused([])
        setNotice({ status: 'success', message: 'Saved. The website shows the change within a few seconds.' })
      })
      .catch((error: unknown) => {
        const { message, problems } = refusal(error)
        setRefused(problems)
        setNotice({ status: 'error', message: problems.length > 0 ? `Not saved: ${message} Each problem is shown beside its field.` : `Not saved: ${message}` })
      })
      .finally(() => setSaving(false))
  }

  return (
    <CheckContext.Provider value={shown}>
      <SettingsStyle />
      <div className="larkspur-settings">
        <RecordProblems />
        <Panel>
          <GroupPanel group={settings.group} onChange={setGroup} />
          <FeesPanel sections={settings.fees.sections} catalogue={catalogue} onChange={setSections} />
          <NhsBandsPanel bands={settings.fees.nhs_bands} onChange={setBands} />
          <FinancePanel finance={settings.finance} clinics={catalogue.clinics} onChange={setFinance} />
        </Panel>
        <SaveBar notice={notice} onDismiss={() => setNotice(null)} dirty={dirty} saving={saving} checking={check.checking} blocked={blocked} onSave={save} />
      </div>
    </CheckContext.Provider>
  )
}
