/**
 * The form's own look, beside WordPress's components (the plugin enqueues no stylesheet): calm
 * groups with a visible heading, rows aligned on a grid, WordPress's greys at AA contrast or more.
 */
export const STYLES = `
.larkspur-clinic-form { font-size: 14px; line-height: 1.5; color: #1e1e1e; }
.larkspur-fieldset { border: 1px solid #dcdcde; border-radius: 4px; padding: 8px 20px 20px; margin: 0 0 24px; min-width: 0; }
.larkspur-fieldset > legend { font-size: 16px; font-weight: 600; padding: 0 6px; margin-left: -6px; }
.larkspur-help { color: #50575e; margin: 4px 0 12px; font-size: 13px; }
.larkspur-clinic-form input[type="text"], .larkspur-clinic-form input[type="date"], .larkspur-clinic-form input[type="time"] { height: 36px; min-height: 36px; }
.larkspur-field { margin-bottom: 12px; }
.larkspur-field .components-base-control { margin-bottom: 0; }
.larkspur-clinic-form .components-base-control__field { margin-bottom: 0; }
.larkspur-toggle { display: flex; align-items: center; gap: 10px; min-height: 36px; }
.larkspur-toggle label { font-weight: 500; }
.larkspur-week { border-top: 1px solid #f0f0f1; margin-bottom: 16px; }
.larkspur-day { display: grid; grid-template-columns: 200px 1fr; gap: 8px 24px; align-items: start; padding: 8px 0; border-bottom: 1px solid #f0f0f1; min-height: 52px; }
.larkspur-day__toggle { padding-top: 20px; }
.larkspur-day.is-closed .larkspur-day__toggle { padding-top: 8px; }
.larkspur-day__state { font-weight: 400; color: #50575e; }
.larkspur-sessions { display: flex; flex-direction: column; gap: 8px; }
.larkspur-session { display: flex; gap: 16px; align-items: flex-end; flex-wrap: wrap; }
.larkspur-session .components-base-control { margin-bottom: 0; }
.larkspur-session .components-base-control__label, .larkspur-closure__dates .components-base-control__label { display: block; margin-bottom: 4px; }
.larkspur-session input[type="time"] { width: 8.5em; }
.larkspur-add-session.components-button { align-self: flex-start; padding-left: 0; margin-left: 0; }
.larkspur-closures { list-style: none; margin: 0 0 12px; padding: 0; }
.larkspur-closure { border: 1px solid #dcdcde; border-radius: 4px; padding: 12px 16px; margin: 0 0 12px; background: #fff; }
.larkspur-closure.is-past { background: #f6f7f7; color: #50575e; border-style: dashed; }
.larkspur-closure.is-past input { color: #50575e; background: #f6f7f7; }
.larkspur-closure__dates { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-end; }
.larkspur-closure__dates .components-base-control { margin-bottom: 0; }
.larkspur-closure__dates input[type="date"] { width: 11em; }
.larkspur-closure__reason { flex: 1 1 220px; }
.larkspur-closure__switches { display: flex; gap: 8px 28px; flex-wrap: wrap; align-items: center; margin: 8px 0; }
.larkspur-closure__past { font-style: italic; margin: 0 0 8px; }
.larkspur-closure__remove { margin-left: auto; }
.larkspur-actions { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin-top: 4px; }
.larkspur-holidays { margin-top: 20px; padding: 12px 16px; background: #f0f6fc; border-left: 4px solid #2271b1; }
.larkspur-holidays h3 { font-size: 14px; margin: 0 0 4px; }
.larkspur-holidays ul { columns: 2 16em; margin: 0; padding-left: 1.2em; }
.larkspur-team { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 4px 16px; }
.larkspur-team .components-base-control { margin-bottom: 8px; }
.larkspur-panel-field { margin-bottom: 16px; }
.larkspur-panel-field .components-base-control { margin-bottom: 0; }
`
