import { describe, expect, it } from 'vitest';
import { deliveredTestTenant, moduleDataUrl } from '../../testing/deliveredTestTenant.ts';
import { testTenantBundle } from '../../testing/testTenant.ts';
import { loadTenantValidator } from '../loadTenantValidator.ts';

describe('loadTenantValidator', () => {
  it("gives the validator module's validate function and the data model it exports, each key's type only", async () => {
    const described = { ...testTenantBundle.dataModel.keys, last_name: { type: 'string' as const, description: 'x' } };
    const { tenant } = await deliveredTestTenant({ ...testTenantBundle, dataModel: { keys: described } });
    const loaded = await loadTenantValidator(tenant.validatorUrl);
    expect(loaded.dataModel).toEqual({ keys: { ...testTenantBundle.dataModel.keys, last_name: { type: 'string' } } });
    expect(loaded.validate({ first_name: '', legal_agree: true })).toMatchObject({ first_name: ['First Name'] });
  });

  it('refuses a module without a dataModel export (the bare module the server runs), saying what is missing', async () => {
    const { bareValidatorUrl } = await deliveredTestTenant();
    await expect(loadTenantValidator(bareValidatorUrl)).rejects.toThrow(
      /^The validator module data:text\/javascript,.* exports no dataModel \(each answer key's type, read before validating\)/s,
    );
    const notAModel = moduleDataUrl(
      'export default () => () => true;\nexport const dataModel = { first_name: "string" };\n',
    );
    await expect(loadTenantValidator(notAModel)).rejects.toThrow(/exports no dataModel/);
  });

  it('refuses a module without the function creating the validator', async () => {
    await expect(loadTenantValidator(moduleDataUrl('export const dataModel = { keys: {} };\n'))).rejects.toThrow(
      /has no default export/,
    );
  });
});
