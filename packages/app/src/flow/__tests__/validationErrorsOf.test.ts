import { describe, expect, it } from 'vitest';
import { deliveredTestTenant } from '../../testing/deliveredTestTenant.ts';
import { testTenantBundle } from '../../testing/testTenant.ts';
import { loadTenantValidator } from '../../tenant/loadTenantValidator.ts';
import { createTenantValidator } from '../../tenant/tenantValidator.ts';
import { createValidationErrorsOf } from '../validationErrorsOf.ts';

// A key no page asks that must be a boolean: only normalization by its type turns '' into false.
const bundle = {
  ...testTenantBundle,
  schemas: [
    ...testTenantBundle.schemas,
    {
      type: 'object',
      required: ['fee_waiver'],
      properties: { fee_waiver: { type: 'boolean', errorMessage: 'Yes or no' } },
      errorMessage: { required: { fee_waiver: 'Yes or no' } },
    },
  ],
  dataModel: { keys: { ...testTenantBundle.dataModel.keys, fee_waiver: { type: 'boolean' as const } } },
};

const state = (answers: Record<string, string | boolean>) => ({ answers, tabs: {}, addAnother: {} });

describe('the validation errors of the delivered tenant', { timeout: 15_000 }, () => {
  it('normalize the answers with the data model that came with the validator module, once it has loaded', async () => {
    const { tenant } = await deliveredTestTenant(bundle);
    const validation = { load: () => loadTenantValidator(tenant.validatorUrl) };
    const validator = createTenantValidator(validation);
    const errorsOf = createValidationErrorsOf({ bundle: tenant.bundle, validator: validation }, validator);
    expect('dataModel' in tenant.bundle).toBe(false);

    const { validate } = await validator.ready();
    expect(validate({ fee_waiver: '' }).fee_waiver).toEqual(['Yes or no']);
    // Missing strings are read as '' (so minLength fails), '' and missing booleans as false.
    expect(errorsOf(state({ first_name: 'Ada', fee_waiver: '' }), null)).toEqual({
      last_name: ['Last Name'],
      hs_name: ['Search for Your School'],
      legal_agree: ['You must agree to the terms.'],
    });
    expect(
      errorsOf(state({ first_name: 'Ada', last_name: 'Lovelace', hs_name: 'X', legal_agree: true }), null),
    ).toEqual({});
  });

  it('require an upload until its document is stored: a cleared marker counts as none, as on the server', async () => {
    const withCv = {
      ...bundle,
      schemas: [
        ...bundle.schemas,
        { type: 'object', required: ['cv'], errorMessage: { required: { cv: 'Upload your CV.' } } },
      ],
      dataModel: { keys: { ...bundle.dataModel.keys, cv: { type: 'document' as const } } },
    };
    const { tenant } = await deliveredTestTenant(withCv);
    const validation = { load: () => loadTenantValidator(tenant.validatorUrl) };
    const validator = createTenantValidator(validation);
    const errorsOf = createValidationErrorsOf({ bundle: tenant.bundle, validator: validation }, validator);
    await validator.ready();
    const complete = { first_name: 'Ada', last_name: 'Lovelace', hs_name: 'X', legal_agree: true };
    expect(errorsOf(state(complete), null)).toEqual({ cv: ['Upload your CV.'] });
    // '' is what the app keeps after a removal or a failed conversion.
    expect(errorsOf(state({ ...complete, cv: '' }), null)).toEqual({ cv: ['Upload your CV.'] });
    expect(errorsOf(state({ ...complete, cv: 'ANSWERED' }), null)).toEqual({});
  });

  it('are none until the validator module has arrived', async () => {
    const { tenant } = await deliveredTestTenant(bundle);
    const validation = { load: () => loadTenantValidator(tenant.validatorUrl) };
    const validator = createTenantValidator(validation);
    const errorsOf = createValidationErrorsOf({ bundle: tenant.bundle, validator: validation }, validator);
    expect(errorsOf(state({}), null)).toEqual({});
    await validator.ready();
    expect(errorsOf(state({ last_name: 'Lovelace' }), null)).toMatchObject({ first_name: ['First Name'] });
  });
});
