import React from 'react'

/** The page's few rules of its own (WordPress's components bring the rest, with the `wp-components` style). */
const CSS = `
.larkspur-settings { max-width: 1100px; }
.larkspur-settings fieldset.larkspur-settings-rows { border: 1px solid #dcdcde; padding: 8px 12px 12px; margin: 12px 0; }
.larkspur-settings fieldset.larkspur-settings-rows > legend { font-weight: 600; padding: 0 4px; }
.larkspur-settings .components-card { margin-bottom: 12px; }
.larkspur-settings .larkspur-fee-row { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) auto; gap: 0 12px; align-items: start; border-bottom: 1px solid #f0f0f1; padding-top: 8px; }
.larkspur-settings .larkspur-fee-row.is-own { grid-template-columns: minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1.5fr) auto; }
.larkspur-settings .components-card__body > .components-button { margin: 12px 12px 12px 0; }
.larkspur-settings .larkspur-row-actions { flex: 0 0 auto; width: auto; padding-top: 22px; }
.larkspur-settings .larkspur-settings-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: 0 12px; }
.larkspur-settings .larkspur-nhs-grid { display: grid; grid-template-columns: minmax(0, 1.4fr) repeat(4, minmax(0, 1fr)) auto; gap: 0 12px; align-items: start; }
.larkspur-settings .larkspur-nhs-grid > .components-button { margin-top: 22px; }
.larkspur-settings input[type='date'].components-text-control__input { min-height: 30px; height: 30px; }
.larkspur-settings-savebar { position: sticky; bottom: 0; z-index: 10; background: #f0f0f1; border-top: 1px solid #dcdcde; padding: 12px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.larkspur-settings-savebar .components-notice { margin: 0; flex: 1 1 100%; }
`

export const SettingsStyle = () => <style>{CSS}</style>
