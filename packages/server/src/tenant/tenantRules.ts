import {
  type AddAnotherDefinition,
  type AnswersValidator,
  compileValidator,
  indexDefinitions,
  type TabGroupDefinition,
  type TenantBundle,
} from '@admissions/form-core';
import { limits } from '@admissions/contracts';

/** What the API checks requests against, derived once from the tenant's definitions. */
export interface TenantRules {
  bundle: TenantBundle;
  /** Every answer key of the data model. */
  answerKeys: ReadonlySet<string>;
  /** The page routes, e.g. /about. */
  pagePaths: readonly string[];
  /** Add-another button id -> the most instances allowed (its max, at most 10). */
  addAnotherMax: ReadonlyMap<string, number>;
  /** Tab group id -> its tab ids. */
  tabGroups: ReadonlyMap<string, readonly string[]>;
  /** Longest allowed answer (tenant.json characterLimit). */
  characterLimit: number;
  /** The tenant's schemas, compiled once (form-core). */
  validator: AnswersValidator;
}

export function createTenantRules(bundle: TenantBundle): TenantRules {
  const index = indexDefinitions(bundle.pages);
  const addAnotherMax = new Map<string, number>();
  const tabGroups = new Map<string, string[]>();
  for (const node of index.nodes) {
    if (node.kind === 'addAnother') {
      const group = node.item as AddAnotherDefinition;
      addAnotherMax.set(group.id, Math.min(group.max, limits.addAnotherMax));
    } else if (node.kind === 'tabs') {
      const group = node.item as TabGroupDefinition;
      tabGroups.set(
        group.id,
        group.tabs.map((tab) => tab.id),
      );
    }
  }
  return {
    bundle,
    answerKeys: new Set(Object.keys(bundle.dataModel.keys)),
    pagePaths: bundle.pages.map((page) => page.path),
    addAnotherMax,
    tabGroups,
    characterLimit: bundle.config.characterLimit,
    validator: compileValidator(bundle.schemas),
  };
}
