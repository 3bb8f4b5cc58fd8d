import { dispatch, select, subscribe } from '@wordpress/data'
import { useEffect } from 'react'

interface BlockEditorSettings {
  readonly keepCaretInsideBlock?: boolean
}

/**
 * The block editor moves focus to the field above or below on ↑/↓ ("writing flow", listening
 * before any control of the form), which takes the arrow keys from the option pickers' suggestion
 * lists, the selects and the radios. The form is the screen's one block, so keeping the caret
 * inside it (the editor's own "contain text cursor inside block" setting) loses nothing and gives
 * the controls their keys back. Applied while the form is open, again whenever the editor
 * refreshes its settings, and without touching the editor's saved preferences.
 */
export function useKeepCaretInsideBlock(): void {
  useEffect(() => {
    const keep = () => {
      const settings = (select('core/block-editor') as unknown as { getSettings: () => BlockEditorSettings }).getSettings()
      if (!settings.keepCaretInsideBlock) (dispatch('core/block-editor') as unknown as { updateSettings: (settings: BlockEditorSettings) => void }).updateSettings({ keepCaretInsideBlock: true })
    }
    keep()
    return subscribe(keep)
  }, [])
}
