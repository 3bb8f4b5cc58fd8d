/** docs/requirements.md §2: the handset breakpoint swaps the desktop logo for the mobile one. */
export const HANDSET_MEDIA = '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)'
