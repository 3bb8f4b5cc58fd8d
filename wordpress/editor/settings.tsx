import { render } from '@wordpress/element'
import React from 'react'
import { SettingsPage } from './settings/SettingsPage'

/** Settings → Practice (options-general.php?page=larkspur-practice): larkspur-practice/settings.php prints the mount point. */
const mount = document.getElementById('larkspur-practice-settings')
if (mount) render(<SettingsPage />, mount)
