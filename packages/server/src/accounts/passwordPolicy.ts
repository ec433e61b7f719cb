import { limits } from '@admissions/contracts';

interface PasswordRule {
  /** What the password must have, completing "Your password must have ...". */
  requirement: string;
  test(password: string): boolean;
}

/** The spec's password policy (section 5), as the server enforces it. */
export const passwordRules: readonly PasswordRule[] = [
  {
    requirement: `at least ${limits.passwordMinLength} characters`,
    test: (password) => [...password].length >= limits.passwordMinLength,
  },
  { requirement: 'an uppercase letter', test: (password) => /\p{Lu}/u.test(password) },
  { requirement: 'a lowercase letter', test: (password) => /\p{Ll}/u.test(password) },
  { requirement: 'a number', test: (password) => /\p{Nd}/u.test(password) },
  { requirement: 'a special character', test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
  { requirement: 'no spaces at the start or end', test: (password) => password === password.trim() },
];

/** The requirements the password does not meet; empty when it is acceptable. */
export function missingPasswordRequirements(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.requirement);
}
