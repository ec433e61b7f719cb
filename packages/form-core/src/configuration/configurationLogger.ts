/** Receives non-fatal configuration messages (e.g. an unmapped validation key). */
export type ConfigurationLogger = (message: string) => void;

const defaultLogger: ConfigurationLogger = (message) => console.warn(`[form-core configuration] ${message}`);
let logger: ConfigurationLogger = defaultLogger;

/** Replaces the configuration logger; call without an argument to restore console.warn. */
export function setConfigurationLogger(fn?: ConfigurationLogger): void {
  logger = fn ?? defaultLogger;
}

export function logConfigurationMessage(message: string): void {
  logger(message);
}
