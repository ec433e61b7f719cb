import { limits } from '@admissions/contracts';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'whitespace';
  /** Shown in the requirement list. */
  label: string;
  /** Shown under the password field when the rule fails. */
  message: string;
  test(password: string): boolean;
}

/** Spec section 5: the new-password policy, one rule per requirement indicator. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${limits.passwordMinLength} characters`,
    message: `Your password must be at least ${limits.passwordMinLength} characters long.`,
    test: (password) => password.length >= limits.passwordMinLength,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Your password must contain an uppercase letter.',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Your password must contain a lowercase letter.',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Your password must contain a number.',
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'special',
    label: 'One special character',
    message: 'Your password must contain a special character.',
    test: (password) => /[^A-Za-z0-9\s]/.test(password),
  },
  {
    id: 'whitespace',
    label: 'No spaces at the beginning or end',
    message: 'Your password must not begin or end with a space.',
    test: (password) => password.length > 0 && password.trim() === password,
  },
];

export type RequirementState = 'inactive' | 'error' | 'success';

/** Indicator state of one rule: inactive while the password is empty (spec section 4). */
export function requirementState(rule: PasswordRule, password: string): RequirementState {
  if (password === '') return 'inactive';
  return rule.test(password) ? 'success' : 'error';
}

export function passwordPolicyErrors(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
