import { limits, passwordRuleChecks, type PasswordRuleId } from '@admissions/contracts';

/** What the password must have, completing "Your password must have ...", per rule of the shared password policy. */
const requirements: Record<PasswordRuleId, string> = {
  length: `at least ${limits.passwordMinLength} characters`,
  maxLength: `at most ${limits.passwordMaxLength} characters`,
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
  number: 'a number',
  special: 'a special character',
  whitespace: 'no spaces at the start or end',
};

/** The requirements the password does not meet; empty when it is acceptable. */
export function missingPasswordRequirements(password: string): string[] {
  return (Object.keys(requirements) as PasswordRuleId[])
    .filter((id) => !passwordRuleChecks[id](password))
    .map((id) => requirements[id]);
}
