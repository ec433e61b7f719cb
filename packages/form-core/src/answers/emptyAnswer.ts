/** The empty answer. Checkboxes use `false`. */
export const emptyAnswer = '';
