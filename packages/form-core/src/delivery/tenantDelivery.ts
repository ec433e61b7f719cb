import type { TenantBundle } from '../definition/types.ts';
import type { TenantAsset } from '../tenant/tenantLogo.ts';
import { deliveredBundle } from './deliveredBundle.ts';
import { tenantAssetsPrefix, type BrokenTenant, type DeliveredTenant, type TenantModule } from './deliveredTenant.ts';
import { deliveredValidatorModule } from './deliveredValidatorModule.ts';
import { tenantThemeCss } from './tenantThemeCss.ts';

/** One file the server (or the dev server) serves for the tenant, immutable under its content-hashed URL. */
export interface TenantDeliveryFile {
  body: string | Uint8Array;
  contentType: string;
}

/** The tenant as the browser gets it: files by URL path and what index.html's head shows. */
export interface TenantDelivery {
  tenant: string;
  /** URL path -> file. */
  files: ReadonlyMap<string, TenantDeliveryFile>;
  tenantModuleUrl: string;
  /** The stylesheet of the tenant's colours (index.html's head links it). */
  themeStylesheetUrl?: string;
  /** What the tenant module exports: the server renders a page with exactly what the browser will run. */
  tenantModule: TenantModule;
  validatorUrl: string;
  logoUrl?: string;
  head: { title: string; description: string; themeColor: string };
}

export interface TenantDeliveryInput {
  tenant: string;
  /** The loaded bundle (placeholders resolved). */
  bundle: TenantBundle;
  /**
   * The validator module, generated from the compilation the server validates with (`browserModule()`);
   * the file served adds the data model's key types to it.
   */
  validatorModule: string;
  logo?: TenantAsset;
  /** Content hash for URLs, e.g. the first 16 characters of a base64url SHA-256 (the host supplies it). */
  contentHash(content: string | Uint8Array): string;
}

const javascript = 'text/javascript; charset=utf-8';
const css = 'text/css; charset=utf-8';

/**
 * The tenant's static modules: the validator module and the tenant module,
 * each under a URL holding the hash of the file served (so they are cached for
 * good and a changed tenant gets new URLs). The tenant module names the
 * validator's URL, and index.html names the tenant module's: what the browser
 * runs is exactly what this process generated. The first page loads the
 * tenant module; what only validation reads (the data model's key types)
 * comes with the validator module, loaded when the app first validates.
 */
export function buildTenantDelivery(input: TenantDeliveryInput): TenantDelivery {
  const base = `${tenantAssetsPrefix}${input.tenant}/`;
  const files = new Map<string, TenantDeliveryFile>();
  const validatorModule = deliveredValidatorModule(input.validatorModule, input.bundle.dataModel);
  const validatorUrl = `${base}validator-${input.contentHash(validatorModule)}.js`;
  files.set(validatorUrl, { body: validatorModule, contentType: javascript });
  let logoUrl: string | undefined;
  if (input.logo) {
    logoUrl = `${base}logo-${input.contentHash(input.logo.bytes)}.${input.logo.extension}`;
    files.set(logoUrl, { body: input.logo.bytes, contentType: input.logo.contentType });
  }
  const themeCss = tenantThemeCss(input.bundle.config.branding.theme);
  const themeStylesheetUrl = `${base}theme-${input.contentHash(themeCss)}.css`;
  files.set(themeStylesheetUrl, { body: themeCss, contentType: css });
  const delivered: DeliveredTenant = {
    name: input.tenant,
    bundle: deliveredBundle(input.bundle),
    validatorUrl,
    ...(logoUrl ? { logoUrl } : {}),
  };
  const tenantModule = `export default ${JSON.stringify(delivered)};\n`;
  const tenantModuleUrl = `${base}tenant-${input.contentHash(tenantModule)}.js`;
  files.set(tenantModuleUrl, { body: tenantModule, contentType: javascript });
  const { branding } = input.bundle.config;
  return {
    tenant: input.tenant,
    files,
    tenantModuleUrl,
    themeStylesheetUrl,
    tenantModule: delivered,
    validatorUrl,
    ...(logoUrl ? { logoUrl } : {}),
    head: {
      title: branding?.documentTitle ?? input.bundle.config.name ?? input.tenant,
      description: branding?.metaDescription ?? '',
      themeColor: branding?.theme?.primary ?? '#ffffff',
    },
  };
}

/** Development only: a tenant module that lists the loader's problems (the app shows them instead of the form). */
export function buildBrokenTenantDelivery(
  tenant: string,
  problems: string[],
  contentHash: TenantDeliveryInput['contentHash'],
): TenantDelivery {
  const broken: BrokenTenant = { name: tenant, problems };
  const tenantModule = `export default ${JSON.stringify(broken)};\n`;
  const tenantModuleUrl = `${tenantAssetsPrefix}${tenant}/tenant-${contentHash(tenantModule)}.js`;
  return {
    tenant,
    files: new Map([[tenantModuleUrl, { body: tenantModule, contentType: javascript }]]),
    tenantModuleUrl,
    tenantModule: broken,
    validatorUrl: '',
    head: { title: `${tenant}: tenant problems`, description: '', themeColor: '#ffffff' },
  };
}
