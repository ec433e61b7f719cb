/** Business limits of section 9 that both the app and the server enforce. */
export const limits = {
  passwordMinLength: 12,
  /** ASVS 2.1.2: long passphrases are welcome, beyond 128 characters they are refused. */
  passwordMaxLength: 128,
  confirmationCodeLength: 6,
  fileMaxBytes: 1024 * 1024,
  fileNameMaxLength: 32,
  fileExtensions: ['png', 'jpeg', 'jpg', 'pdf', 'docx'] as readonly string[],
  addAnotherMax: 10,
  addAnotherDefault: 1,
  lookupMaxResults: 5,
  /** Inactivity / session idle timeout. */
  inactivityTimeoutMs: 900_000,
} as const;
