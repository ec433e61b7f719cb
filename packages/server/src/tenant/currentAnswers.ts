import type { StudentAnswers } from '@admissions/contracts';
import type { TenantRules } from './tenantRules.ts';

/**
 * The answers the tenant's current definition asks (its data model's keys).
 * Answers under keys a later edit removed or renamed stay stored, untouched,
 * but are no part of what the application is today: they are left out of
 * what the applicant is sent, of validation and of what a save replaces.
 */
export function currentAnswers(rules: TenantRules, answers: StudentAnswers): StudentAnswers {
  const current: StudentAnswers = {};
  for (const key in answers) {
    if (rules.answerKeys.has(key)) current[key] = answers[key]!;
  }
  return current;
}
