/** The error and notice texts both sides show, word for word (the app's toasts and pages, the server's answers). */
export const errorCatalogue = {
  generic: "We've encountered an unexpected error at this time. Please try again later.",
  sessionInvalid: 'Your session is invalid. Please clear your cookies and login again.',
  inactivityLogout: 'You have been automatically logged out due to inactivity.',
  rootErrorTitle: 'Something went wrong.',
  rootErrorBody: 'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
  pdfDownload: 'Error downloading PDF copy of your application.',
  uploadForKey: (key: string) => `Error uploading file for ${key}`,
  addAnotherForId: (id: string) => `Error adding another ${id}`,
  tabsForTab: (tab: string) => `Error handling tabs for ${tab}`,
  uploadNeedsAccount: 'This question can be finished once you have created an account.',
  fileTooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  submitted: 'Your application was successfully submitted.',
  unexpectedErrorDialog: 'Unexpected Error',
  dialogDefaultHeader: 'Error',
} as const;

/** Labels of the auth cards' error toasts. */
export const authCardErrorLabels = {
  login: 'Login Card Error',
  signup: 'Sign Up Card Error',
  confirm: 'Confirm Card Error',
  forgot: 'Forgot Password Card Error',
  reset: 'Reset Password Card Error',
  resend: 'Resend Confirmation Code Error',
} as const;

/** Validation messages of the account forms (sign-up, login, confirmation). */
export const authMessages = {
  emailInvalid: 'Your email address must be valid.',
  loginEmailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Password is required.',
  codeInvalid: 'The confirmation code must be exactly 6 numbers.',
  resendEmailInvalid: 'You must provide a valid email address to resend a confirmation code.',
} as const;
