/** The texts of the notice a signed-in applicant sees after opening a prefill link. */
export const prefillNoticeTexts = {
  title: 'Check the answers a link filled in',
  body: 'The link you opened filled in answers to these questions, which you had left empty. They are not saved yet, and none of your other answers changed. Check them, then keep or remove them.',
  keep: 'Keep these answers',
  remove: 'Remove these answers',
  dismiss: 'Dismiss',
  removed: 'The answers the link filled in were removed.',
} as const;
