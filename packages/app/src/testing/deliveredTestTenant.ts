import {
  buildTenantDelivery,
  compileTenantValidation,
  type DeliveredTenant,
  type TenantBundle,
  tenantAnswerSchemas,
} from '@admissions/form-core';
import { testTenantBundle } from './testTenant.ts';

/** Module text as a URL `import()` takes, so a test loads it the way the app does. */
export const moduleDataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

/**
 * A tenant as the server delivers it (the same compile and buildTenantDelivery), its files as data: URLs: the
 * tenant module's default export with `validatorUrl` naming the validator file served, and the bare validator
 * module (what the server itself runs, without the data model) beside it.
 */
export async function deliveredTestTenant(
  bundle: TenantBundle = testTenantBundle,
): Promise<{ tenant: DeliveredTenant; bareValidatorUrl: string }> {
  const validatorModule = compileTenantValidation(tenantAnswerSchemas(bundle)).browserModule();
  const delivery = buildTenantDelivery({
    tenant: 'test',
    bundle,
    validatorModule,
    contentHash: (content) => String(content.length),
  });
  const fileUrl = (path: string) => moduleDataUrl(delivery.files.get(path)!.body as string);
  const tenantModule = (await import(/* @vite-ignore */ fileUrl(delivery.tenantModuleUrl))) as {
    default: DeliveredTenant;
  };
  return {
    tenant: { ...tenantModule.default, validatorUrl: fileUrl(delivery.validatorUrl) },
    bareValidatorUrl: moduleDataUrl(validatorModule),
  };
}
