import type { DataModel } from '../definition/types.ts';
import type { CompiledRule } from '../validation/rules/createIncrementalValidation.ts';
import type { StandaloneValidateFunction } from '../validation/validationTypes.ts';
import type { DeliveredBundle } from './deliveredBundle.ts';
import type { StandaloneRuntime } from './standaloneRuntimeNames.ts';

/**
 * What the browser receives as the default export of the tenant module (the
 * module index.html's `<link data-tenant-module>` names).
 */
export interface DeliveredTenant {
  /** The tenant's folder name. */
  name: string;
  /**
   * tenant.json and its files, placeholders resolved, as the browser runs them (see deliveredBundle): no
   * schemas and no data model, which come with the validator module.
   */
  bundle: DeliveredBundle;
  /** The validator module (content-hashed URL, exports DeliveredValidatorModule), loaded on first validation. */
  validatorUrl: string;
  /** The logo (content-hashed URL), when branding names one. */
  logoUrl?: string;
}

/**
 * Development only: the tenant module of a tenant with problems, one
 * `file:line:col  rule  message` line each, shown instead of the app. A server
 * never starts with problems, so it never sends one.
 */
export interface BrokenTenant {
  name: string;
  problems: string[];
}

/** The default export of a tenant module. */
export type TenantModule = DeliveredTenant | BrokenTenant;

export function isBrokenTenant(module: TenantModule): module is BrokenTenant {
  return 'problems' in module;
}

/**
 * The validate function of a validator module: the whole validation, and its
 * rules with the keys each reads (live validation runs them by difference).
 */
export interface DeliveredValidateFunction extends StandaloneValidateFunction {
  rules?: readonly CompiledRule[];
}

/** The default export of a validator module: call it with the runtime modules to get the validate function. */
export type ValidatorModuleFactory = (runtime: StandaloneRuntime) => DeliveredValidateFunction;

/** What the validator module the browser loads (the file under `validatorUrl`) exports. */
export interface DeliveredValidatorModule {
  default: ValidatorModuleFactory;
  /** The runtime modules its code calls (standaloneRuntimeNames). */
  runtimeModules: string[];
  /** Each answer key with its type only: what normalizing the answers before validation reads. */
  dataModel: DataModel;
}

/** Where the tenant's files are served from: `/tenant/<name>/<file>-<hash>.<ext>`. */
export const tenantAssetsPrefix = '/tenant/';

/** The element of index.html naming the tenant module (a modulepreload link, so it loads alongside the app). */
export const tenantModuleSelector = 'link[data-tenant-module]';

/** The marker in the app's index.html that the tenant's head elements replace. */
export const tenantHeadMarker = '<!--tenant-head-->';
