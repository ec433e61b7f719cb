// A practical pattern (what browsers use for type=email, plus a dot in the domain).
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The account identity for an email address: trimmed and lower-cased. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Whether the (normalized) username is an email address we accept. */
export function isValidEmail(username: string): boolean {
  return username.length <= 254 && emailPattern.test(username);
}
