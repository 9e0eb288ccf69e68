/** What the combobox knows when a key is pressed in its input. */
export type ComboboxState = { open: boolean; active: number; count: number };

export type ComboboxAction =
  { type: 'open'; active: number } | { type: 'move'; active: number } | { type: 'select'; index: number } | { type: 'close' };

/**
 * The WAI-ARIA 1.2 combobox keys (list autocomplete, focus stays in the input). Null means the key
 * keeps its normal meaning in the text field: Home/End move the caret unless an option is active,
 * Enter submits the surrounding form unless an option is active.
 */
export function comboboxKeyAction(key: string, { open, active, count }: ComboboxState): ComboboxAction | null {
  switch (key) {
    case 'ArrowDown':
      if (!open) return { type: 'open', active: count > 0 ? 0 : -1 };
      return count > 0 ? { type: 'move', active: (active + 1) % count } : null;
    case 'ArrowUp':
      if (!open) return { type: 'open', active: count - 1 };
      return count > 0 ? { type: 'move', active: active <= 0 ? count - 1 : active - 1 } : null;
    case 'Home':
      return open && active >= 0 ? { type: 'move', active: 0 } : null;
    case 'End':
      return open && active >= 0 ? { type: 'move', active: count - 1 } : null;
    case 'Enter':
      return open && active >= 0 ? { type: 'select', index: active } : null;
    case 'Escape':
      return open ? { type: 'close' } : null;
    default:
      return null;
  }
}
