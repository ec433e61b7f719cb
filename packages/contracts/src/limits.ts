/**
 * Business limits that more than one package enforces: the app checks them
 * as the applicant types, the server again on every request, form-core in
 * its widget specs and configuration checks. Each number lives here only; a
 * unit test (knownLimits.test.ts) fails when one is written out again as a
 * literal elsewhere.
 */
export const limits = {
  passwordMinLength: 12,
  /** Long passphrases are welcome; beyond 128 characters a password is refused (no hashing of megabytes). */
  passwordMaxLength: 128,
  confirmationCodeLength: 6,
  /** An uploaded document: 1 MB. */
  fileMaxBytes: 1024 * 1024,
  /** A document's file name, extension included. */
  fileNameMaxLength: 32,
  /** A school name typed in by hand (when the school search does not list it). */
  schoolNameMaxLength: 100,
  /** Add-another groups: at most this many instances, this many shown at first. */
  addAnotherMax: 10,
  addAnotherDefault: 1,
  /** Suggestions a school search shows (GET /lookup/find's default max_results). */
  lookupMaxResults: 5,
  /** Inactivity: the app logs out and the server ends an idle session after 15 minutes. */
  inactivityTimeoutMs: 900_000,
  /** A text input's maxLength when the question sets none. */
  textMaxLength: 45,
  /** A text area's character limit when neither the question nor tenant.json sets one. */
  textareaCharacterLimit: 1500,
} as const;

/** The file types an applicant may upload, by extension (lower case). */
export const fileExtensions = ['png', 'jpeg', 'jpg', 'pdf', 'docx'] as const;
export type FileExtension = (typeof fileExtensions)[number];

/** A confirmation code as mailed: exactly `confirmationCodeLength` digits. */
export const confirmationCodePattern = new RegExp(`^\\d{${limits.confirmationCodeLength}}$`);
