import apiFetch from '@wordpress/api-fetch'
import { dispatch, useSelect } from '@wordpress/data'
import { createContext, useContext, useEffect, useState } from 'react'

/**
 * The site's checks before every save (issue 36). The editor sends the record as edited to the
 * plugin's `POST larkspur/v1/check` (larkspur-practice/check.php); the plugin builds the whole
 * model as it would be after the save, has the website check it (`POST /api/practice/check`,
 * signed) and answers each problem with the field it belongs to. Saving stays locked while a
 * problem this save introduces stands; problems already on the site are listed, not blocking.
 */
export interface Problem {
  /** The meta key (`hours`, `options`) or settings field (`fees`, `group.email`) it belongs to; '' for the record as a whole. */
  readonly field: string
  readonly message: string
  /** True when this edit brings it in; false when the site's current model has it already. */
  readonly introduced: boolean
  /** Where in the site's model ('treatments[veneers].options[porcelain-veneer]'), for the curious. */
  readonly where?: string
  /** The rule broken, when it is one of docs/compliance.md's. */
  readonly rule?: string
}

export interface CheckAnswer {
  /** False when the website could not be reached: only the plugin's schema checks ran. */
  readonly reachable: boolean
  readonly problems: readonly Problem[]
}

export interface CheckState extends CheckAnswer {
  readonly checking: boolean
}

export type CheckRequest =
  | { readonly postType: 'larkspur_clinic' | 'larkspur_treatment'; readonly id: number; readonly record: { readonly title: string; readonly slug: string; readonly status: string; readonly meta: Record<string, unknown> } }
  | { readonly postType: 'settings'; readonly settings: Record<string, unknown> }

const LOCK = 'larkspur-practice-check'
const DEBOUNCE_MS = 600

export const checkRecord = (request: CheckRequest) => apiFetch<CheckAnswer>({ path: '/larkspur/v1/check', method: 'POST', data: request })

/**
 * Checks `request` whenever it changes (debounced), and on the post editor keeps saving locked
 * while a problem this edit introduces stands. `key` is what decides a re-check (the request as
 * JSON), so an unchanged record is not sent again.
 */
export function useCheck(request: CheckRequest | null, options: { lockPostSaving: boolean }): CheckState {
  const [state, setState] = useState<CheckState>({ reachable: true, problems: [], checking: false })
  const key = request ? JSON.stringify(request) : ''
  useEffect(() => {
    if (!request) return undefined
    let current = true
    const timer = setTimeout(() => {
      setState((before) => ({ ...before, checking: true }))
      checkRecord(request).then(
        (answer) => current && setState({ ...answer, checking: false }),
        // The plugin itself failed (a network error, a nonce expired): nothing to show beside a field, so the save is not locked by it.
        () => current && setState({ reachable: false, problems: [], checking: false }),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request is compared by its JSON
  }, [key])
  const blocking = state.problems.some((problem) => problem.introduced)
  useEffect(() => {
    if (!options.lockPostSaving) return
    const editor = dispatch('core/editor') as { lockPostSaving: (lock: string) => void; unlockPostSaving: (lock: string) => void }
    if (blocking) editor.lockPostSaving(LOCK)
    else editor.unlockPostSaving(LOCK)
  }, [blocking, options.lockPostSaving])
  return state
}

/** The record being edited in the block editor, as the check sends it. */
export function useEditedRecord(): { postType: string; id: number; title: string; slug: string; status: string; meta: Record<string, unknown> } {
  return useSelect((select) => {
    const editor = select('core/editor') as unknown as {
      getCurrentPostType: () => string
      getCurrentPostId: () => number
      getEditedPostAttribute: (name: string) => unknown
    }
    return {
      postType: editor.getCurrentPostType(),
      id: editor.getCurrentPostId(),
      title: String(editor.getEditedPostAttribute('title') ?? ''),
      slug: String(editor.getEditedPostAttribute('slug') ?? ''),
      status: String(editor.getEditedPostAttribute('status') ?? ''),
      meta: (editor.getEditedPostAttribute('meta') ?? {}) as Record<string, unknown>,
    }
  }, [])
}

const NOT_CHECKED: CheckState = { reachable: true, problems: [], checking: false }

/**
 * The check a form's fields show: given by the form that asks (the block, the settings page).
 * Null where nothing gives it, as in the document sidebar's panels, which WordPress 6.1 renders
 * through a slot in another part of the tree, without the block's context: there the fields read
 * the block's published check (below).
 */
export const CheckContext = createContext<CheckState | null>(null)

/**
 * The record's check, shared: the block asks the site (RecordForm, the one request per edit) and
 * publishes the answer here; the document sidebar, which React renders outside the block, reads
 * it, so each panel's field shows its problems without asking again. (WordPress 6.1's React 17
 * has no useSyncExternalStore: a set of listeners does it.)
 */
let published: CheckState = NOT_CHECKED
const listeners = new Set<() => void>()

export function publishCheck(state: CheckState): void {
  published = state
  for (const listener of listeners) listener()
}

export function usePublishedCheck(): CheckState {
  const [state, setState] = useState(published)
  useEffect(() => {
    const listener = () => setState(published)
    listeners.add(listener)
    listener()
    return () => {
      listeners.delete(listener)
    }
  }, [])
  return state
}

/** The check this field shows: its form's, else the record's published one. */
export function useCheckState(): CheckState {
  const given = useContext(CheckContext)
  const published = usePublishedCheck()
  return given ?? published
}

/** The problems that belong to one field (a meta key, or a settings field). */
export const useFieldProblems = (field: string): readonly Problem[] => useCheckState().problems.filter((problem) => problem.field === field)
