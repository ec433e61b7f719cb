import { describe, expect, it } from 'vitest';
import { tenantBuildCheckReport } from '../../packages/app/vite/tenantBuildCheck.ts';

const line = 'tenants/a/tenant.json:3:5  json-syntax  invalid JSON: a value was expected (ValueExpected)';

describe("the build's report on the tenant folders", () => {
  it('says nothing when every tenant is clean', () => {
    expect(tenantBuildCheckReport([{ name: 'a', folder: 'tenants/a', lines: [] }])).toEqual({
      blocks: [],
      summary: undefined,
    });
  });

  it('names each broken tenant with its lines, and sums up which will not start', () => {
    const report = tenantBuildCheckReport([
      { name: 'a', folder: 'tenants/a', lines: [line] },
      { name: 'b', folder: 'tenants/b', lines: [] },
    ]);
    expect(report.blocks).toEqual([
      `Tenant "a" has 1 problem: the server will not start it until it is fixed (npm run config-lint -- tenants/a lists the same):\n${line}`,
    ]);
    expect(report.summary).toBe(
      '1 of 2 tenants has problems and will not start: a (listed above). The app is built: the other tenants run on it.',
    );
  });

  it('does not speak of other tenants when none is clean', () => {
    expect(tenantBuildCheckReport([{ name: 'a', folder: 'tenants/a', lines: [line, line] }]).summary).toBe(
      '1 of 1 tenant has problems and will not start: a (listed above). The app is built.',
    );
  });
});
