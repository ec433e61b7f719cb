import {
  type AddAnotherDefinition,
  type AnswersValidator,
  buildTenantDelivery,
  compileTenantValidation,
  indexDefinitions,
  type TabGroupDefinition,
  type TenantAsset,
  type TenantBundle,
  type TenantDelivery,
  type TenantValidation,
  tenantAnswerSchemas,
} from '@admissions/form-core';
import { limits } from '@admissions/contracts';
import { contentHash } from './loadTenantDirectory.ts';

/** What the API checks requests against, derived once from the tenant's definitions. */
export interface TenantRules {
  /** The tenant's folder name. */
  name: string;
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
  /** The published version this definition is (null until the server has recorded it). */
  versionId: number | null;
  /**
   * The browser's files (tenant module, validator module, logo), built on
   * first use: the validator module is the standalone code of the very
   * function `validator` runs.
   */
  delivery(): TenantDelivery;
}

/** Where the tenant came from: its folder name (part of its URLs), its logo and the loader's compilation. */
export interface TenantOrigin {
  name: string;
  logo?: TenantAsset;
  /** The schemas compiled by the loader (compiled here when absent). */
  validation?: TenantValidation;
}

export function createTenantRules(bundle: TenantBundle, origin: TenantOrigin = { name: 'tenant' }): TenantRules {
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
  const validation = origin.validation ?? compileTenantValidation(tenantAnswerSchemas(bundle));
  let delivery: TenantDelivery | undefined;
  return {
    name: origin.name,
    bundle,
    answerKeys: new Set(Object.keys(bundle.dataModel.keys)),
    pagePaths: bundle.pages.map((page) => page.path),
    addAnotherMax,
    tabGroups,
    characterLimit: bundle.config.characterLimit,
    validator: validation.validator,
    versionId: null,
    delivery: () =>
      (delivery ??= buildTenantDelivery({
        tenant: origin.name,
        bundle,
        validatorModule: validation.browserModule(),
        ...(origin.logo ? { logo: origin.logo } : {}),
        contentHash,
      })),
  };
}
