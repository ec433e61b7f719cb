import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DeliveredTenant } from '@admissions/form-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConfigLint } from '../../../scripts/configLint/runConfigLint.ts';
import { importModuleSource } from '../../../test/support/importModuleSource.ts';
import { copyRepositoryTenant, type TenantCopy } from '../../../test/support/tenantCopy.ts';
import { validAnswers, validState } from '../../../test/tenants/nsu-international/validAnswers.ts';
import { loggedInClient } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';
import { fakeBuild } from './helpers/fakeBuild.ts';

// "Copy a folder, edit its JSON, set TENANT": the copy needs nothing else (no package.json, no code, no build).
describe.skipIf(skipDatabaseLeg)(`a copied tenant folder under another name, on ${testDatabaseKind}`, () => {
  let copy: TenantCopy;
  let server: TestServer;
  let build: { dir: string; remove(): void };

  beforeAll(async () => {
    copy = copyRepositoryTenant('nsu-international', 'other-college');
    copy.replaceAll(
      'tenant.json',
      '"documentTitle": "NSU Undergraduate Application"',
      '"documentTitle": "Other College"',
    );
    build = fakeBuild();
    server = await startTestServer({
      env: { TENANTS_DIR: copy.tenantsDir, TENANT: 'other-college', STATIC_DIR: build.dir },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    build?.remove();
    copy?.remove();
  });

  it('holds JSON only: nothing for npm or TypeScript to pick up', () => {
    expect(existsSync(join(copy.folder, 'package.json'))).toBe(false);
    expect(existsSync(join(copy.folder, '__tests__'))).toBe(false);
  });

  it('lints clean', async () => {
    const out: string[] = [];
    const code = await runConfigLint(['tenants/other-college'], {
      rootDir: join(copy.tenantsDir, '..'),
      stdout: (text) => out.push(text),
      stderr: (text) => out.push(text),
    });
    expect(out.join('\n')).toBe('config-lint: tenants/other-college: no problems');
    expect(code).toBe(0);
  }, 60_000);

  it('is served to the browser under its own name, with the edited title', async () => {
    const html = await (await fetch(`${server.baseUrl}/about`)).text();
    expect(html).toContain('<title>Other College</title>');
    const url = /href="(\/tenant\/other-college\/tenant-[\w-]+\.js)" data-tenant-module/.exec(html)![1]!;
    const delivered = (
      await importModuleSource<{ default: DeliveredTenant }>(await (await fetch(`${server.baseUrl}${url}`)).text())
    ).default;
    expect(delivered.name).toBe('other-college');
    expect(delivered.validatorUrl).toMatch(/^\/tenant\/other-college\/validator-/);
  });

  it('takes a complete application to submission', async () => {
    const { client } = await loggedInClient(server);
    expect((await client.put('/api/answer', validAnswers)).status).toBe(200);
    for (const [tab_id, chosen_tab] of Object.entries(validState.tabs)) {
      expect((await client.put('/api/tabs', { tab_id, chosen_tab })).status).toBe(200);
    }
    const submitted = await client.post('/api/submit');
    expect(submitted.body).toEqual({ message: 'Your application was successfully submitted.' });
    expect(submitted.status).toBe(200);
  });
});
