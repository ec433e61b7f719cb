import { limits, passwordRuleChecks, type PasswordRuleId } from '@admissions/contracts';

export interface PasswordRule {
  id: PasswordRuleId;
  /** Shown in the requirement list. */
  label: string;
  /** Shown under the password field when the rule fails. */
  message: string;
  test(password: string): boolean;
}

/**
 * The new-password policy, one rule per requirement indicator.
 * The checks are the server's own (@admissions/contracts), so both accept the
 * same passwords.
 */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${limits.passwordMinLength} characters`,
    message: `Your password must be at least ${limits.passwordMinLength} characters long.`,
    test: passwordRuleChecks.length,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Your password must contain an uppercase letter.',
    test: passwordRuleChecks.uppercase,
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Your password must contain a lowercase letter.',
    test: passwordRuleChecks.lowercase,
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Your password must contain a number.',
    test: passwordRuleChecks.number,
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Your password must contain a special character.',
    test: passwordRuleChecks.special,
  },
  {
    id: 'whitespace',
    label: 'No spaces at the beginning or end',
    message: 'Your password must not begin or end with a space.',
    test: (password) => password.length > 0 && passwordRuleChecks.whitespace(password),
  },
  {
    id: 'maxLength',
    label: `No more than ${limits.passwordMaxLength} characters`,
    message: `Your password must be at most ${limits.passwordMaxLength} characters long.`,
    test: passwordRuleChecks.maxLength,
  },
];

export type RequirementState = 'inactive' | 'error' | 'success';

/** Indicator state of one rule: inactive while the password is empty (nothing typed is nothing wrong). */
export function requirementState(rule: PasswordRule, password: string): RequirementState {
  if (password === '') return 'inactive';
  return rule.test(password) ? 'success' : 'error';
}

export function passwordPolicyErrors(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
