import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoBundle } from '../__fixtures__/demoTenant.ts';
import { compileTenantValidation } from './compileTenantValidation.ts';
import { tenantHeadMarker, type DeliveredTenant, type DeliveredValidatorModule } from './deliveredTenant.ts';
import { buildBrokenTenantDelivery, buildTenantDelivery } from './tenantDelivery.ts';
import { injectTenantHead } from './tenantHead.ts';

// A stand-in for the host's SHA-256: the length of the content, so tests can predict URLs.
const contentHash = (content: string | Uint8Array) => `h${content.length}`;

const logo = {
  file: 'logo.svg',
  bytes: new TextEncoder().encode('<svg/>'),
  contentType: 'image/svg+xml',
  extension: 'svg',
};

const validatorModule = 'export default () => v;\n';

function deliver(bundle = demoBundle, validator = validatorModule) {
  return buildTenantDelivery({ tenant: 'demo', bundle, validatorModule: validator, logo, contentHash });
}

/** The default export of a module text `export default {...};`. */
function defaultExport(module: string): DeliveredTenant {
  return JSON.parse(/^export default (.*);\n$/s.exec(module)![1]!) as DeliveredTenant;
}

/** Imports module text the way a browser does: from a file of its own. */
async function importModule<T>(text: string): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'delivered-module-'));
  try {
    writeFileSync(join(dir, 'module.mjs'), text);
    return (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'module.mjs')).href)) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// What the tenant module holds of the demo tenant: no schemas, no data model, no file names, no partner values.
const {
  pages: _pageFiles,
  schemas: _schemaFiles,
  dataModel: _dataModelFile,
  errorSummary: _summaryFile,
  partner: _partner,
  ...deliveredConfig
} = demoBundle.config;
const formBundle = { config: deliveredConfig, pages: demoBundle.pages, errorSummary: demoBundle.errorSummary };

describe('buildTenantDelivery', () => {
  it('puts each file under a URL holding its content hash, and the tenant module names the others', () => {
    const delivery = deliver();
    const validatorFile = delivery.files.get(delivery.validatorUrl)!.body as string;
    expect(delivery.validatorUrl).toBe(`/tenant/demo/validator-h${validatorFile.length}.js`);
    expect(delivery.logoUrl).toBe('/tenant/demo/logo-h6.svg');
    expect(delivery.tenantModuleUrl).toMatch(/^\/tenant\/demo\/tenant-h\d+\.js$/);
    expect([...delivery.files.keys()].sort()).toEqual(
      [delivery.tenantModuleUrl, delivery.validatorUrl, delivery.logoUrl, delivery.themeStylesheetUrl].sort(),
    );
    const tenantModule = delivery.files.get(delivery.tenantModuleUrl)!;
    expect(tenantModule.contentType).toBe('text/javascript; charset=utf-8');
    const delivered = defaultExport(tenantModule.body as string);
    expect(delivered).toEqual({
      name: 'demo',
      bundle: formBundle,
      validatorUrl: delivery.validatorUrl,
      logoUrl: delivery.logoUrl,
    });
  });

  const described = {
    ...demoBundle,
    dataModel: {
      keys: {
        ...demoBundle.dataModel.keys,
        first_name: { type: 'string' as const, description: 'Legal first name, as on the passport' },
        status: { type: 'string' as const, setBy: 'server' as const },
      },
    },
  };

  it('sends the first page what the form runs: no schemas, no data model, no $schema', () => {
    const page = { ...demoBundle.pages[0]!, $schema: '../schema/page.schema.json' };
    const bundle = { ...described, pages: [page, ...demoBundle.pages.slice(1)] };
    const delivery = deliver(bundle);
    const module = delivery.files.get(delivery.tenantModuleUrl)!.body as string;
    const delivered = defaultExport(module).bundle;
    expect(Object.keys(delivered).sort()).toEqual(['config', 'errorSummary', 'pages']);
    expect(delivered.pages[0]).toEqual(demoBundle.pages[0]);
    expect(module).not.toContain('passport');
    expect(module).not.toContain('$schema');
  });

  it("sends no file names of the tenant's folder and no partner values (the texts hold them already)", () => {
    const delivery = deliver(demoBundle);
    const { config } = defaultExport(delivery.files.get(delivery.tenantModuleUrl)!.body as string).bundle;
    for (const key of ['pages', 'schemas', 'dataModel', 'errorSummary', 'partner'])
      expect(config).not.toHaveProperty(key);
  });

  it('the validator file is the validator module plus the data model, each key with its type only', async () => {
    const delivery = deliver(described, compileTenantValidation(demoBundle.schemas).browserModule());
    const file = delivery.files.get(delivery.validatorUrl)!;
    expect(file.contentType).toBe('text/javascript; charset=utf-8');
    const module = await importModule<DeliveredValidatorModule>(file.body as string);
    expect(typeof module.default).toBe('function');
    expect(module.dataModel.keys.first_name).toEqual({ type: 'string' });
    expect(module.dataModel.keys.status).toEqual({ type: 'string' });
    expect(module.dataModel.keys.legal_agree).toEqual({ type: 'boolean' });
    expect(Object.keys(module.dataModel)).toEqual(['keys']);
    expect(Object.keys(module.dataModel.keys)).toEqual(Object.keys(described.dataModel.keys));
    expect(file.body).not.toContain('passport');
    expect(file.body).not.toContain('setBy');
  });

  it("a change of a key's type changes the validator URL (its hash covers the data model it serves)", () => {
    const keys = { ...demoBundle.dataModel.keys, first_name: { type: 'boolean' as const } };
    expect(deliver({ ...demoBundle, dataModel: { keys } }).validatorUrl).not.toBe(deliver().validatorUrl);
  });

  it('a change of the tenant changes the tenant module URL', () => {
    const changed = { ...demoBundle, config: { ...demoBundle.config, name: 'Demo University Applications' } };
    expect(deliver(changed).tenantModuleUrl).not.toBe(deliver().tenantModuleUrl);
  });

  it("takes the head from the tenant's branding", () => {
    expect(deliver().head).toEqual({
      title: 'Demo University Application',
      description: 'Apply to Demo University online.',
      themeColor: '#003a70',
    });
  });

  it("serves the tenant's colours as a stylesheet that outranks the app's defaults", () => {
    const theme = { ...demoBundle.config.branding.theme, primary: '#0b3a22', focus: '#c86a00' };
    const config = { ...demoBundle.config, branding: { ...demoBundle.config.branding, theme } };
    const delivery = deliver({ ...demoBundle, config });
    const file = delivery.files.get(delivery.themeStylesheetUrl!)!;
    expect(delivery.themeStylesheetUrl).toBe(`/tenant/demo/theme-h${(file.body as string).length}.css`);
    expect(file.contentType).toBe('text/css; charset=utf-8');
    expect(file.body).toMatch(/^:root:root\{[^}]*\}\n$/);
    expect(file.body).toContain('--theme-primary:#0b3a22;');
    expect(file.body).toContain('--theme-primary-hover:#002548;');
    expect(file.body).toContain('--theme-focus:#c86a00');
  });

  it('writes only colours into the stylesheet (#rrggbb), whatever else a theme value holds', () => {
    const theme = { ...demoBundle.config.branding.theme, primary: 'red}body{display:none' };
    const config = { ...demoBundle.config, branding: { ...demoBundle.config.branding, theme } };
    const delivery = deliver({ ...demoBundle, config });
    const css = delivery.files.get(delivery.themeStylesheetUrl!)!.body as string;
    expect(css).not.toContain('display');
    expect(css).not.toContain('--theme-primary:');
    expect(css).toContain('--theme-text:');
  });

  it('a broken tenant (development only) is a module listing its problems', () => {
    const broken = buildBrokenTenantDelivery('demo', ['tenant.json:1:1  json-syntax  invalid JSON'], contentHash);
    expect(defaultExport(broken.files.get(broken.tenantModuleUrl)!.body as string)).toEqual({
      name: 'demo',
      problems: ['tenant.json:1:1  json-syntax  invalid JSON'],
    });
  });
});

describe('injectTenantHead', () => {
  const template = `<html><head><meta charset="UTF-8" />${tenantHeadMarker}</head><body></body></html>`;

  it('puts the title, description, theme colour, colours stylesheet and tenant module link in place of the marker', () => {
    const html = injectTenantHead(template, deliver());
    expect(html).not.toContain(tenantHeadMarker);
    expect(html).toContain('<title>Demo University Application</title>');
    expect(html).toContain('<meta name="description" content="Apply to Demo University online." />');
    expect(html).toContain('<meta name="theme-color" content="#003a70" />');
    expect(html).toContain(`<link rel="modulepreload" href="${deliver().tenantModuleUrl}" data-tenant-module />`);
    expect(html).toContain(`<link rel="stylesheet" href="${deliver().themeStylesheetUrl}" />`);
    expect(html).not.toMatch(/<script/);
  });

  it('escapes the texts staff wrote', () => {
    const config = {
      ...demoBundle.config,
      branding: { ...demoBundle.config.branding, documentTitle: 'A & B </title><script>x</script>' },
    };
    const html = injectTenantHead(template, deliver({ ...demoBundle, config }));
    expect(html).toContain('<title>A &#38; B &#60;/title&#62;&#60;script&#62;x&#60;/script&#62;</title>');
    expect(html).not.toContain('<script>');
  });

  it('refuses an index.html without the marker (a build from before tenants were delivered)', () => {
    expect(() => injectTenantHead('<html><head></head></html>', deliver())).toThrow(/no <!--tenant-head--> marker/);
  });
});
