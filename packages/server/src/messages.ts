import { authMessages, errorCatalogue } from '@admissions/contracts';
import { quoteInput, quoteInputList } from './http/echoedInput.ts';

/**
 * Every message the server sends, in one place. Texts the app shows too
 * come from the contracts' catalogue, word for word; the others are the server's own.
 * A message that repeats what the client sent (keys, ids) quotes it through
 * quoteInput / quoteInputList, cut short (http/echoedInput.ts).
 */
export const messages = {
  generic: errorCatalogue.generic,
  sessionInvalid: errorCatalogue.sessionInvalid,
  submitted: errorCatalogue.submitted,

  // request shape
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large. The limit is 1 MB.',
  bodyMustBeObject: 'The request body must be a JSON object.',
  unstorableText:
    'The request contains a character that cannot be stored (a NUL character or half of a surrogate pair). Please remove it and try again.',
  badUrl: 'The address of this request is not valid: it has a broken %-escape.',
  urlTooLong: 'The address of this request is too long.',
  unsupportedMediaType: 'The request body must be sent with Content-Type: application/json.',
  bodyNotAllowed: (method: string, url: string) => `${method} ${url} takes no request body. Send it without one.`,
  csrfContentType: 'This request must be sent with Content-Type: application/json.',
  csrfOrigin: 'This request came from another site and was refused.',
  rateLimited: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,

  // accounts
  emailInvalid: authMessages.emailInvalid,
  loginEmailInvalid: authMessages.loginEmailInvalid,
  passwordRequired: authMessages.passwordRequired,
  codeInvalid: authMessages.codeInvalid,
  resendEmailInvalid: authMessages.resendEmailInvalid,
  passwordPolicy: (missing: string[]) => `Your password must have ${joinList(missing)}.`,
  passwordsMustMatch: 'Passwords must match.',
  signupSent: 'We sent a confirmation code to your email address.',
  codeWrongOrExpired: 'The confirmation code is incorrect or has expired. Please check the code or request a new one.',
  confirmed: 'Your account has been confirmed. Please log in.',
  confirmedChoosePassword:
    'Your account has been confirmed. To choose your password, open the link we sent to your email address.',
  resendSent: 'If an account with this email address is waiting for confirmation, we sent it a new confirmation code.',
  loginIncorrect: 'Incorrect username or password.',
  loginUnconfirmed:
    'Your account is not confirmed. Please enter the confirmation code we sent to your email address, or request a new one.',
  loginSuccess: 'You have logged in successfully.',
  forgotSent: 'If an account exists for this email address, we sent it a link to reset your password.',
  resetIdInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  loggedOut: 'You have been logged out.',

  // applicant data
  answersSaved: 'Your answers have been saved.',
  answersConflict:
    'Your application was changed in another window or device. Your latest saved answers have been loaded; please review them and save again.',
  alreadySubmitted: 'Your application has already been submitted and can no longer be changed.',
  unknownAnswerKeys: (keys: string[]) => `These answer keys are not part of the application: ${quoteInputList(keys)}.`,
  answerTooLong: (keys: string[], limit: number) =>
    `These answers are longer than ${limit} characters: ${quoteInputList(keys)}.`,
  ifMatchInvalid: 'The If-Match header must be the revision in quotes, e.g. "3".',
  lastPageSaved: 'Your last page has been saved.',
  lastPageUnknown: (pages: string[]) => `last_page must be one of the application's pages: ${pages.join(', ')}.`,
  webStatusSaved: 'Your application status has been saved.',
  validationsSaved: 'Your validation results have been saved.',
  submitHasErrors: "We're missing some information! Please fix the highlighted items and submit again.",
  addAnotherSaved: 'The number of entries has been saved.',
  addAnotherUnknown: (id: string) => `button_id "${quoteInput(id)}" is not an add-another group of the application.`,
  addAnotherRange: (max: number) => `num_components must be a whole number from 1 to ${max}.`,
  tabsSaved: 'Your choice of tab has been saved.',
  tabsUnknownGroup: (id: string) => `tab_id "${quoteInput(id)}" is not a tab group of the application.`,
  tabsUnknownTab: (id: string, tabs: string[]) =>
    `chosen_tab must be one of the tabs of "${quoteInput(id)}": ${tabs.join(', ')}.`,
  staffTokenOnApi: 'A staff link gives read-only access to one application and cannot be used here.',

  // staff and prefill links
  serviceTokenInvalid: 'This staff link is invalid, has expired or has been revoked.',
  prefillTokenInvalid: 'This link is invalid or has expired.',

  // lookup
  lookupNotFound: 'No record was found for this id.',
} as const;

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
