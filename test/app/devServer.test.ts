import type { TenantModule } from '@admissions/form-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { tenantPlugin } from '../../packages/app/vite/tenantPlugin.ts';
import { importModuleSource } from '../support/importModuleSource.ts';
import { repoRoot } from '../support/repositoryTenant.ts';
import { copyRepositoryTenant } from '../support/tenantCopy.ts';

const servers: ViteDevServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** `npm run dev`'s server (the app's root, the tenant plugin) on a free port. */
async function devServer(options: { tenant: string; tenantsDir?: string }): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: `${repoRoot}/packages/app`,
    plugins: [tenantPlugin(options)],
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0 },
  });
  servers.push(server);
  await server.listen();
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}

async function tenantOf(base: string): Promise<{ html: string; module: TenantModule; url: string }> {
  const html = await (await fetch(`${base}/you`)).text();
  const url = /<link rel="modulepreload" href="([^"]+)" data-tenant-module/.exec(html)?.[1];
  if (!url) throw new Error(`no tenant module in ${html}`);
  const module = (await importModuleSource<{ default: TenantModule }>(await (await fetch(`${base}${url}`)).text()))
    .default;
  return { html, module, url };
}

describe('npm run dev: the tenant from the one loader, as the server delivers it', { timeout: 60_000 }, () => {
  it('puts the tenant head into index.html and serves its modules', async () => {
    const base = await devServer({ tenant: 'demo-college' });
    const { html, module } = await tenantOf(base);
    expect(html).toContain('<title>Demo College Transfer Application</title>');
    expect(html).toContain('<script type="module" src="/src/main.tsx">');
    expect(module).toMatchObject({ name: 'demo-college', bundle: { config: { defaultRoute: '/you' } } });
    const validatorUrl = (module as { validatorUrl: string }).validatorUrl;
    const validator = await (await fetch(`${base}${validatorUrl}`)).text();
    expect(validator).toContain('export default function createValidate');
    expect(validator).toContain('export const dataModel = {"keys":{');
  });

  it('shows the problems of a broken tenant instead of the form, and picks up a fix on save', async () => {
    const copy = copyRepositoryTenant('demo-college');
    try {
      copy.replaceAll('tenant.json', '{partner.helpEmail}', '{partner.helpMail}');
      const base = await devServer({ tenant: 'demo-college', tenantsDir: copy.tenantsDir });
      const broken = await tenantOf(base);
      expect(broken.module).toMatchObject({ name: 'demo-college' });
      const problems = (broken.module as { problems: string[] }).problems;
      expect(problems.some((line) => /tenant\.json:\d+:\d+ {2}unknown-placeholder {2}/.test(line))).toBe(true);

      copy.replaceAll('tenant.json', '{partner.helpMail}', '{partner.helpEmail}');
      await expect
        .poll(async () => 'problems' in (await tenantOf(base)).module, { timeout: 30_000, interval: 250 })
        .toBe(false);
    } finally {
      copy.remove();
    }
  });
});
