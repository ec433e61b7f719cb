import type { Answers, TenantConfig } from '../definition/types.ts';

/**
 * The applicant's name for the PDF copy and the staff view: the answers of
 * tenant.json's `applicantName.keys`, in order, the non-empty ones joined by
 * spaces. '' when the tenant names no keys or they are unanswered.
 */
export function applicantDisplayName(answers: Answers, config: Pick<TenantConfig, 'applicantName'>): string {
  return (config.applicantName?.keys ?? [])
    .map((key) => answers[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
