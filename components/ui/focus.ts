/**
 * Moves focus to `element`, which has taken the place of the control the person used. While a modal
 * dialog is open the page behind it is inert, and closing the dialog gives focus back to whatever
 * opened it — which may be gone by then (the page redrawn for a person who has just signed in) — so
 * the move waits until the dialog has closed. Works as a ref callback: an outcome takes focus as it
 * appears.
 */
export function focusPastModal(element: HTMLElement | null): void {
  if (!element) return;
  const modal = document.querySelector('dialog:modal');
  // The close event comes after the dialog has given focus back, so this move is the last.
  if (modal) modal.addEventListener('close', () => element.focus(), { once: true });
  else element.focus();
}
