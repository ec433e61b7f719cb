import {
  type CodeLabel,
  type LoadedTenant,
  type MigrationStep,
  requiredQuestionKeys,
  tenantCodeLabel,
} from '@admissions/form-core';

/** What a run applies, from the loaded tenant. */
export interface AnswerMigrationPlan {
  steps: MigrationStep[];
  /** The questions the current definition marks required (see requiredQuestionKeys). */
  requiredKeys: string[];
  codeLabel: CodeLabel;
}

/** The id under which the re-ask of a question that became required is recorded per application. */
export const requiredStepId = (key: string): string => `required:${key}`;

export function answerMigrationPlan(tenant: LoadedTenant): AnswerMigrationPlan {
  if (!tenant.bundle) throw new Error(`Tenant "${tenant.name}" did not load`);
  return {
    steps: tenant.migrations,
    requiredKeys: requiredQuestionKeys(tenant.bundle),
    codeLabel: tenantCodeLabel(tenant.bundle),
  };
}
