// What a dialog's focus trap loads when the first dialog opens, as one chunk: focus-trap and tabbable (which
// focus-trap itself uses).
export { createFocusTrap } from 'focus-trap';
export { tabbable } from 'tabbable';
