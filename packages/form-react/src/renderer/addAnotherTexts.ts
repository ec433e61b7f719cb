/** Texts of an add-another group's Remove button, its confirmation and its announcement. */
export const addAnotherTexts = {
  /** The block's name: its heading when the group has an instanceTitle, else "entry N". */
  blockName: (title: string | undefined, n: number) => title ?? `entry ${n}`,
  remove: (block: string) => `Remove ${block}`,
  removeTitle: (block: string) => `Remove ${block}?`,
  removeQuestion: (block: string) =>
    `The answers in ${block} will be deleted, and the blocks after it move up by one. This cannot be undone.`,
  cancel: 'Cancel',
  confirm: 'Remove',
  removing: 'Removing…',
  removed: (block: string) => `${block} removed.`,
} as const;
