/**
 * The form's few layout rules. WordPress 6.1 enqueues only wp-components' own styles for it
 * (larkspur-practice/editor.php), so these come with the form rather than as a file of their own.
 */
export const TREATMENT_FORM_CSS = `
.larkspur-record-form { font-size: 14px; }
.larkspur-section { margin: 0 0 32px; }
.larkspur-section h2 { font-size: 20px; margin: 24px 0 8px; }
.larkspur-section h3 { font-size: 16px; margin: 20px 0 8px; }
.larkspur-row { border: 1px solid #757575; border-radius: 2px; padding: 8px 16px 16px; margin: 0 0 16px; }
.larkspur-row legend { font-weight: 600; padding: 0 4px; }
.larkspur-row__fields { display: flex; flex-wrap: wrap; gap: 0 16px; align-items: flex-start; }
.larkspur-row__fields > * { flex: 1 1 180px; min-width: 0; }
.larkspur-row__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.larkspur-representative { display: flex; align-items: center; gap: 8px; margin: 8px 0 16px; }
.larkspur-representative input { width: 24px; height: 24px; margin: 0; }
.larkspur-add { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; }
.larkspur-add .components-base-control { flex: 1 1 260px; }
.larkspur-add .components-button { margin-bottom: 32px; }
.larkspur-refused { flex-basis: 100%; color: #cc1818; margin: 0; }
.larkspur-picker { border: 0; padding: 0; margin: 0 0 16px; }
.larkspur-picker legend { font-weight: 600; margin-bottom: 8px; }
.larkspur-per-clinic { margin: 0 0 0 20px; list-style: disc; }
.larkspur-photo__label { font-weight: 600; margin: 0 0 8px; }
.larkspur-photo__preview { display: block; max-width: 160px; height: auto; margin-bottom: 8px; border: 1px solid #757575; }
.larkspur-photo .components-button { margin-bottom: 12px; }
.larkspur-option-picker { margin-bottom: 16px; }
.larkspur-section > .components-button { margin: 0 0 24px; }
`
