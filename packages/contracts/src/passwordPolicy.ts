import { limits } from './limits.ts';

export type PasswordRuleId = 'length' | 'maxLength' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'whitespace';

const characterCount = (password: string): number => [...password].length;

/**
 * The new-password policy, one check per rule: 12 characters or more, at most
 * 128, upper and lower case, a number, a special character, no space at
 * either end. Shared so the browser and the server accept exactly the same
 * passwords. Letters and digits of every script count (an applicant may
 * type `Ü` or `٣`); length counts characters, not UTF-16 units.
 */
export const passwordRuleChecks: Readonly<Record<PasswordRuleId, (password: string) => boolean>> = {
  length: (password) => characterCount(password) >= limits.passwordMinLength,
  maxLength: (password) => characterCount(password) <= limits.passwordMaxLength,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  number: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  whitespace: (password) => password === password.trim(),
};
