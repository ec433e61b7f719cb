import type { RecommendationStatus } from '@admissions/contracts';

/** Texts of the recommendation list (applicant) and of the recommender page. */
export const recommendationTexts = {
  heading: 'Recommendations',
  intro: 'Ask your recommenders here. Each gets an email with a personal link to the recommendation form.',
  waivedNote: 'You waived your right to read your recommendations: you see their state, not their content.',
  requestHeading: (label: string) => `Request a ${label.toLowerCase()}`,
  nameLabel: "Recommender's name",
  emailLabel: "Recommender's email address",
  send: 'Send request',
  sending: 'Sending…',
  resend: 'Resend',
  change: 'Change address',
  saveChange: 'Send to this address',
  cancelChange: 'Keep the current address',
  cancel: 'Cancel request',
  none: 'You have not requested a recommendation yet.',
  status: {
    sent: 'Sent',
    opened: 'Opened',
    submitted: 'Submitted',
    cancelled: 'Cancelled',
  } satisfies Record<RecommendationStatus, string>,
  statusLine: (label: string, status: string) => `${label}: ${status}`,
  loadFailed: 'Your recommendation requests could not be loaded. Please reload the page.',
  // The recommender page
  recommenderTitle: (label: string) => label,
  forApplicant: (name: string) => `For ${name}`,
  greeting: (name: string) =>
    `Dear ${name}, thank you for writing this recommendation. Your answers go to the admission office only.`,
  submit: 'Submit recommendation',
  submitting: 'Submitting…',
  thanksTitle: 'Thank you!',
  refusedTitle: 'This link cannot be used',
  loading: 'Loading the recommendation form…',
  uploadWaiting: 'Please wait until your letter has been converted before you submit.',
} as const;
