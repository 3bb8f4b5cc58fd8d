import { Button } from '@wordpress/components'
import type { ComponentProps, ComponentType } from 'react'

/**
 * components 21's Button with `__experimentalIsFocusable`: when disabled it stays focusable
 * (aria-disabled), so focus is not lost when "Move up" reaches the top or "Add" the limit.
 */
export const FocusableButton = Button as ComponentType<ComponentProps<typeof Button> & { __experimentalIsFocusable?: boolean }>
