import type { TenantRules } from './tenantRules.ts';

/** Keys of an answers object that the tenant's data model does not define. */
export function unknownAnswerKeys(rules: TenantRules, answers: Record<string, unknown>): string[] {
  return Object.keys(answers).filter((key) => !rules.answerKeys.has(key));
}

/** Keys whose string value is longer than the tenant's character limit. */
export function overlongAnswerKeys(rules: TenantRules, answers: Record<string, unknown>): string[] {
  return Object.entries(answers)
    .filter(([, value]) => typeof value === 'string' && [...value].length > rules.characterLimit)
    .map(([key]) => key);
}
