/**
 * The parts of WordPress 6.1's `wp.*` globals the practice editor uses, typed as 6.1 has them
 * (components 21, data 7, core-data 5, edit-post 6, plugins 4). The build maps each import to the
 * global (scripts/wordpress/build-editor.ts), so these are the only source of their types here.
 * Add what a form needs; keep each as the package documents it.
 */
declare module '@wordpress/components' {
  import type { ComponentType, ReactNode } from 'react'
  interface Labelled { label?: ReactNode; help?: ReactNode; className?: string; hideLabelFromVision?: boolean }
  export const Button: ComponentType<{ variant?: 'primary' | 'secondary' | 'tertiary' | 'link'; isDestructive?: boolean; isSmall?: boolean; disabled?: boolean; onClick?: () => void; icon?: string; label?: string; children?: ReactNode; className?: string; 'aria-describedby'?: string; type?: 'button' | 'submit' }>
  export const TextControl: ComponentType<Labelled & { value: string | number; onChange: (value: string) => void; type?: string; id?: string; min?: number; max?: number; step?: number | string; required?: boolean; disabled?: boolean; readOnly?: boolean; autoComplete?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>
  export const TextareaControl: ComponentType<Labelled & { value: string; onChange: (value: string) => void; rows?: number; id?: string; 'aria-describedby'?: string }>
  export const ToggleControl: ComponentType<Labelled & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }>
  export const CheckboxControl: ComponentType<Labelled & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean; id?: string }>
  export const SelectControl: ComponentType<Labelled & { value: string; onChange: (value: string) => void; options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>; id?: string; 'aria-describedby'?: string }>
  export const RadioControl: ComponentType<Labelled & { selected: string; onChange: (value: string) => void; options: ReadonlyArray<{ value: string; label: string }> }>
  export const FormTokenField: ComponentType<{ label?: string; value: readonly string[]; suggestions?: readonly string[]; onChange: (tokens: Array<string | { value: string }>) => void; __experimentalExpandOnFocus?: boolean; __experimentalValidateInput?: (token: string) => boolean; displayTransform?: (token: string) => string; saveTransform?: (token: string) => string; maxSuggestions?: number }>
  export const ComboboxControl: ComponentType<Labelled & { value: string | null; onChange: (value: string | null | undefined) => void; options: ReadonlyArray<{ value: string; label: string }>; allowReset?: boolean }>
  export const BaseControl: ComponentType<Labelled & { id?: string; children?: ReactNode }>
  export const PanelBody: ComponentType<{ title?: ReactNode; initialOpen?: boolean; opened?: boolean; onToggle?: () => void; className?: string; children?: ReactNode }>
  export const PanelRow: ComponentType<{ className?: string; children?: ReactNode }>
  export const Notice: ComponentType<{ status?: 'warning' | 'success' | 'error' | 'info'; isDismissible?: boolean; onRemove?: () => void; className?: string; children?: ReactNode }>
  export const Spinner: ComponentType<Record<string, never>>
  export const Flex: ComponentType<{ align?: string; justify?: string; gap?: number; wrap?: boolean; direction?: 'row' | 'column'; className?: string; children?: ReactNode }>
  export const FlexItem: ComponentType<{ className?: string; children?: ReactNode }>
  export const FlexBlock: ComponentType<{ className?: string; children?: ReactNode }>
  export const Card: ComponentType<{ className?: string; size?: 'small' | 'medium' | 'large'; children?: ReactNode }>
  export const CardHeader: ComponentType<{ className?: string; children?: ReactNode }>
  export const CardBody: ComponentType<{ className?: string; children?: ReactNode }>
  export const Disabled: ComponentType<{ isDisabled?: boolean; children?: ReactNode }>
  export const VisuallyHidden: ComponentType<{ as?: string; children?: ReactNode }>
}

declare module '@wordpress/data' {
  export function useSelect<T>(select: (select: (store: string) => Record<string, (...args: never[]) => unknown>) => T, deps?: readonly unknown[]): T
  export function useDispatch(store: string): Record<string, (...args: never[]) => unknown>
  export function select(store: string): Record<string, (...args: never[]) => unknown>
  export function dispatch(store: string): Record<string, (...args: never[]) => unknown>
  export function subscribe(listener: () => void): () => void
}

declare module '@wordpress/core-data' {
  /** [value, setValue, fullValue] of one property of the edited entity (`meta` for post meta). */
  export function useEntityProp<T>(kind: 'postType' | 'root', name: string, prop: string, id?: number): [T, (value: T) => void, T]
}

declare module '@wordpress/blocks' {
  import type { ComponentType } from 'react'
  export function registerBlockType(name: string, settings: { apiVersion?: number; title: string; category: string; icon?: string; description?: string; supports?: Record<string, boolean>; edit: ComponentType<{ clientId: string }>; save: () => null }): unknown
}

declare module '@wordpress/block-editor' {
  import type { ComponentType, ReactElement, ReactNode } from 'react'
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>
  export const MediaUpload: ComponentType<{ onSelect: (media: { id: number; url: string; alt?: string; mime?: string }) => void; allowedTypes?: readonly string[]; value?: number; title?: string; render: (props: { open: () => void }) => ReactElement }>
  export const MediaUploadCheck: ComponentType<{ children?: ReactNode; fallback?: ReactNode }>
}

declare module '@wordpress/edit-post' {
  import type { ComponentType, ReactNode } from 'react'
  export const PluginDocumentSettingPanel: ComponentType<{ name: string; title: string; className?: string; icon?: string; children?: ReactNode }>
}

declare module '@wordpress/plugins' {
  import type { ComponentType } from 'react'
  export function registerPlugin(name: string, settings: { render: ComponentType; icon?: string }): unknown
}

declare module '@wordpress/api-fetch' {
  interface Options { path?: string; url?: string; method?: string; data?: unknown; parse?: boolean }
  function apiFetch<T>(options: Options): Promise<T>
  export default apiFetch
}

declare module '@wordpress/element' {
  import type { ReactElement } from 'react'
  export function render(element: ReactElement, container: Element): void
}

declare module '@wordpress/i18n' {
  export function __(text: string, domain?: string): string
  export function sprintf(format: string, ...args: Array<string | number>): string
}

declare module '@wordpress/media-utils' {
  import type { ComponentType, ReactElement } from 'react'
  export const MediaUpload: ComponentType<{ onSelect: (media: { id: number; url: string; alt?: string }) => void; allowedTypes?: readonly string[]; value?: number; title?: string; render: (props: { open: () => void }) => ReactElement }>
}

/** What the plugin puts beside the scripts (wp_add_inline_script, larkspur-practice/editor.php). */
interface LarkspurPracticeEditorData {
  /** 'larkspur_clinic' | 'larkspur_treatment' on an edit screen; absent on Settings → Practice. */
  readonly postType?: string
  /** England and Wales bank holidays, YYYY-MM-DD (build/bank-holidays.json). */
  readonly bankHolidays: readonly string[]
  /** The statement a treatment's cases are shown under (Larkspur_Practice_Records::CASES_STATEMENT). */
  readonly casesStatement: string
}
interface Window { larkspurPractice?: LarkspurPracticeEditorData }

// --- treatment (issue 36: wordpress/editor/treatment/) ---
declare module '@wordpress/html-entities' {
  /** Decodes HTML entities in a rendered title ('Caf&eacute;' → 'Café'). */
  export function decodeEntities(html: string): string
}

// clinic: what the clinic form adds (wordpress/editor/clinic/), as components 21 has it.
declare module '@wordpress/components' {
  import type { ChangeEvent, ComponentType } from 'react'
  /** The switch ToggleControl draws, which (unlike ToggleControl) passes other props, `aria-describedby` among them, to its checkbox. */
  export const FormToggle: ComponentType<{ id?: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; disabled?: boolean; className?: string; 'aria-describedby'?: string }>
}

/* settings: what Settings → Practice (settings/) uses beyond the above, as components 21 has it. */
declare module '@wordpress/components' {
  import type { ComponentType, ReactNode } from 'react'
  /** The frame a page's PanelBodys sit in (a header, and borders between the panels). */
  export const Panel: ComponentType<{ header?: ReactNode; className?: string; children?: ReactNode }>
}
