import { recommenderLimits } from '@admissions/contracts';

/** Texts of the recommendation calls shown to applicants and recommenders. */
export const recommendationMessages = {
  unknownKind: 'This kind of recommendation is not offered.',
  notBeforeSubmit: 'You can request this recommendation once you have submitted your application.',
  notAfterSubmit: 'This recommendation can only be requested before you submit your application.',
  tooMany: (max: number) =>
    max === 1
      ? 'You have already requested this recommendation. Change or cancel the request you have.'
      : `You have already requested ${max} recommendations of this kind. Change or cancel one you have.`,
  nameRequired: `Please enter the recommender's name (at most ${recommenderLimits.nameMax} characters).`,
  emailInvalid: "Please enter the recommender's valid email address.",
  ownEmail: 'Please ask someone else: you cannot recommend yourself.',
  notFound: 'There is no such recommendation request.',
  alreadySubmitted: 'This recommendation has already been submitted and can no longer be changed.',
  cancelled: 'This recommendation request was cancelled.',
  requested: 'Your request was sent.',
  resent: 'The request was sent again with a new link.',
  changed: 'The request was sent to the new address with a new link.',
  cancelledNow: 'The request was cancelled. Its link no longer works.',
  linkUnknown: 'This recommendation link is not valid. Please use the link from the most recent email you received.',
  linkExpired: 'This recommendation link has expired. Please ask the applicant to send you a new one.',
  linkRevoked: 'This recommendation link is no longer valid: the request was cancelled or a newer link was sent.',
  linkUsed: 'This recommendation has already been submitted. Thank you!',
  notLetterQuestion: 'This question does not take a document.',
  formHasErrors: 'Please correct the errors below and submit again.',
  submitted: 'Thank you! Your recommendation has been submitted.',
} as const;
