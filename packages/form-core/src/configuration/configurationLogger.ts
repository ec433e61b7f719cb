/**
 * Receives non-fatal configuration messages (e.g. a validation message with no
 * answer key). Passed per call, never set globally: two validations in one
 * process (the server, a test run) each report to their own logger.
 */
export type ConfigurationLogger = (message: string) => void;

/** The logger a call uses when it is given none: a console warning. */
export const warnConfigurationMessage: ConfigurationLogger = (message) =>
  console.warn(`[form-core configuration] ${message}`);
