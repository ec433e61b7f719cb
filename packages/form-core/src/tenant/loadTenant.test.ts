import { describe, expect, it } from 'vitest';
import { requireTenantBundle, loadTenant, TenantProblemsError } from './loadTenant.ts';
import { demoTenantFiles, edit, memoryReader } from './testing/memoryTenant.ts';
import { positionOf } from './testing/positionOf.ts';

function load(change?: (files: Map<string, string | Uint8Array>) => void, name = 'demo') {
  const files = demoTenantFiles();
  change?.(files);
  return { ...loadTenant(name, memoryReader(files)), files };
}

const text = (files: Map<string, string | Uint8Array>, path: string) => files.get(path) as string;
const placed = (problems: { file: string; line: number; column: number; rule: string }[]) =>
  problems.map(({ file, line, column, rule }) => ({ file, line, column, rule }));

describe('loadTenant', () => {
  it('loads a clean tenant: no problems, every placeholder resolved, the schemas compiled once', () => {
    const loaded = load();
    expect(loaded.problems).toEqual([]);
    expect(loaded.bundle!.config.texts!.accessibilityContact).toBe(
      'Send SAT scores with code 5514: https://satsuite.collegeboard.org',
    );
    expect(loaded.validation!.validator({ first_name: '', last_name: '' })).toMatchObject({
      first_name: ['First Name'],
    });
    expect(requireTenantBundle(loaded)).toBe(loaded.bundle);
  });

  it('resolves placeholders in page texts and validation messages, never in keys', () => {
    const loaded = load((files) => {
      edit(
        files,
        'pages/about.json',
        '"label": "First Name"',
        '"label": "First Name (as at {partner.admissionOffice.name})"',
      );
      edit(
        files,
        'schema/about.json',
        '"errorMessage": "Last Name"',
        '"errorMessage": "Last Name: ask {partner.helpEmail}"',
      );
    });
    expect(loaded.problems).toEqual([]);
    const page = JSON.stringify(loaded.bundle!.pages[0]);
    expect(page).toContain('First Name (as at Office of Admission)');
    expect(loaded.validation!.validator({ first_name: '', last_name: '' })).toMatchObject({
      last_name: ['Last Name: ask help@demo.example'],
    });
  });

  it('unknown-placeholder: at the placeholder, naming the values that exist there', () => {
    const { problems, files } = load((files) =>
      edit(files, 'tenant.json', 'Email {partner.helpEmail}.', 'Email {partner.helpEmail}, {partner.helpMail}.'),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'tenant.json',
        ...positionOf(text(files, 'tenant.json'), '{partner.helpMail}'),
        rule: 'unknown-placeholder',
      },
    ]);
    expect(problems[0]!.message).toMatch(
      /^unknown placeholder \{partner\.helpMail\}: .*known: .*\{partner\.helpEmail\}/,
    );
  });

  it('unknown-placeholder: a misspelt namespace and a group instead of a value, in a page', () => {
    const { problems, files } = load((files) =>
      edit(
        files,
        'pages/about.json',
        '"label": "Last Name"',
        '"label": "Last {partnr.helpEmail} {partner.admissionOffice}"',
      ),
    );
    const page = text(files, 'pages/about.json');
    expect(placed(problems)).toEqual([
      { file: 'pages/about.json', ...positionOf(page, '{partnr.helpEmail}'), rule: 'unknown-placeholder' },
      { file: 'pages/about.json', ...positionOf(page, '{partner.admissionOffice}'), rule: 'unknown-placeholder' },
    ]);
    expect(problems[0]!.message).toContain('placeholders start with partner. or branding.');
    expect(problems[1]!.message).toContain('names a group of values');
  });

  it('unused-partner-value: a partner value no text shows, at the value', () => {
    const { problems, files } = load((files) =>
      edit(
        files,
        'tenant.json',
        '"adobeReaderUrl": "https://get.adobe.com/reader/"',
        '"adobeReaderUrl": "https://get.adobe.com/reader/",\n    "helpPhone": "(212) 555-0199"',
      ),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'tenant.json',
        ...positionOf(text(files, 'tenant.json'), '"(212) 555-0199"'),
        rule: 'unused-partner-value',
      },
    ]);
    expect(problems[0]!.message).toContain('{partner.helpPhone}');
  });

  it('theme-contrast: text colours under 4.5:1 and the focus ring under 3:1, at the colour', () => {
    const { problems, files } = load((files) => {
      edit(files, 'tenant.json', '"onPrimary": "#ffffff"', '"onPrimary": "#4a6a8a"');
      edit(files, 'tenant.json', '"focus": "#d06800"', '"focus": "#f0c080"');
    });
    const config = text(files, 'tenant.json');
    expect(placed(problems)).toEqual([
      { file: 'tenant.json', ...positionOf(config, '"#4a6a8a"'), rule: 'theme-contrast' },
      { file: 'tenant.json', ...positionOf(config, '"#4a6a8a"'), rule: 'theme-contrast' },
      { file: 'tenant.json', ...positionOf(config, '"#f0c080"'), rule: 'theme-contrast' },
      { file: 'tenant.json', ...positionOf(config, '"#f0c080"'), rule: 'theme-contrast' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^onPrimary #4a6a8a on primary #003a70 has a contrast of 2\.0\d:1; WCAG AA needs at least 4\.5:1 for text$/,
      ),
      expect.stringMatching(
        /^onPrimary #4a6a8a on primaryHover #002548 has a contrast of \d\.\d\d:1; .* 4\.5:1 for text$/,
      ),
      expect.stringMatching(/^focus #f0c080 on background #ffffff .* at least 3:1 for borders and the focus ring$/),
      expect.stringMatching(/^focus #f0c080 on surface #f4f5f7 .* at least 3:1/),
    ]);
  });

  it('logo: read and typed by its bytes; a missing file or one that is no image is a problem at its name', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const withLogo = load((files) => {
      edit(files, 'tenant.json', '"documentTitle":', '"logo": "branding/logo.svg",\n    "documentTitle":');
      files.set('branding/logo.svg', new TextEncoder().encode(svg));
    });
    expect(withLogo.problems).toEqual([]);
    expect(withLogo.logo).toMatchObject({ file: 'branding/logo.svg', contentType: 'image/svg+xml', extension: 'svg' });

    const missing = load((files) =>
      edit(files, 'tenant.json', '"documentTitle":', '"logo": "logo.png",\n    "documentTitle":'),
    );
    expect(placed(missing.problems)).toEqual([
      { file: 'tenant.json', ...positionOf(text(missing.files, 'tenant.json'), '"logo.png"'), rule: 'logo' },
    ]);
    expect(missing.problems[0]!.message).toBe('"logo.png" does not exist (relative to the tenant folder)');

    const notImage = load((files) => {
      edit(files, 'tenant.json', '"documentTitle":', '"logo": "logo.png",\n    "documentTitle":');
      files.set('logo.png', new TextEncoder().encode('not an image'));
    });
    expect(notImage.problems.map((p) => p.message)).toEqual(['"logo.png" is not an SVG, PNG, JPEG or WebP image']);
  });

  it('applicantName: a key that is not in the data model, at the key', () => {
    const { problems, files } = load((files) =>
      edit(
        files,
        'tenant.json',
        '"identityProviderCookiePrefix": "demo_session"',
        '"identityProviderCookiePrefix": "demo_session",\n  "applicantName": { "keys": ["first_name", "surname"] }',
      ),
    );
    expect(placed(problems)).toEqual([
      { file: 'tenant.json', ...positionOf(text(files, 'tenant.json'), '"surname"'), rule: 'unknown-key' },
    ]);
  });

  it('missing-file: a listed file that leaves the folder or does not exist, where tenant.json names it', () => {
    const { problems, files, bundle } = load((files) => {
      edit(files, 'tenant.json', '"pages/education.json"', '"../other/education.json"');
      edit(files, 'tenant.json', '"data-model.json"', '"model.json"');
    });
    const config = text(files, 'tenant.json');
    expect(placed(problems)).toEqual([
      { file: 'tenant.json', ...positionOf(config, '"../other/education.json"'), rule: 'missing-file' },
      { file: 'tenant.json', ...positionOf(config, '"model.json"'), rule: 'missing-file' },
    ]);
    expect(problems[0]!.message).toContain('must be a path inside the tenant folder');
    expect(bundle).toBeUndefined();
  });

  it('validation-schema: every mistake of a schema at once, each at its word, in plain words', () => {
    const { problems, files } = load((files) => {
      edit(files, 'schema/about.json', '"minLength": 1', '"minLenght": 1');
      edit(
        files,
        'schema/about.json',
        '"errorMessage": "Last Name"',
        '"required": true,\n      "pattern": "^(a",\n      "format": "e-mail",\n      "maxLength": "5",\n      "errorMessage": "Last Name"',
      );
    });
    const schema = text(files, 'schema/about.json');
    expect(placed(problems)).toEqual([
      { file: 'schema/about.json', ...positionOf(schema, '"minLenght"'), rule: 'validation-schema' },
      { file: 'schema/about.json', ...positionOf(schema, 'true,'), rule: 'validation-schema' },
      { file: 'schema/about.json', ...positionOf(schema, '"^(a"'), rule: 'validation-schema' },
      { file: 'schema/about.json', ...positionOf(schema, '"e-mail"'), rule: 'validation-schema' },
      { file: 'schema/about.json', ...positionOf(schema, '"5"'), rule: 'validation-schema' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      '"minLenght" is not a validation keyword; did you mean "minLength"? (the validator refuses a schema with a word it does not know)',
      '"required" is a list of keys, not true or false: list the key in "required": ["last_name"] beside "properties", one level up',
      'The pattern "^(a" is not a valid regular expression: Unterminated group (a "(" and ")" do not pair up)',
      expect.stringMatching(
        /^The format "e-mail" is not known; did you mean "email"\? \(the known formats: .*date, .*email,/,
      ),
      '"maxLength" must be a whole number',
    ]);
  });

  it('validation-schema: a pattern or patternProperties name the server cannot run, at it; no validation to serve', () => {
    const {
      problems: all,
      files,
      validation,
    } = load((files) => {
      edit(
        files,
        'schema/about.json',
        '"errorMessage": "Last Name"',
        '"pattern": "^(?=.*\\\\d).{8,}$",\n      "errorMessage": "Last Name"',
      );
      edit(
        files,
        'schema/about.json',
        '"properties": {',
        '"patternProperties": { "^(?<!x)y$": {} },\n  "properties": {',
      );
    });
    // (A patternProperties at the top has no message: missing-message says so, apart.)
    const problems = all.filter((problem) => problem.rule === 'validation-schema');
    const schema = text(files, 'schema/about.json');
    expect(placed(problems)).toEqual([
      { file: 'schema/about.json', ...positionOf(schema, '"^(?<!'), rule: 'validation-schema' },
      { file: 'schema/about.json', ...positionOf(schema, '"^(?='), rule: 'validation-schema' },
    ]);
    expect(problems[0]!.message).toMatch(
      /^The pattern "\^\(\?<!x\)y\$" cannot run on the server's pattern engine: it uses a lookbehind/,
    );
    expect(problems[1]!.message).toMatch(
      /^The pattern "\^\(\?=\.\*\\\\d\)\.\{8,\}\$" cannot run on the server's pattern engine: it uses a lookahead \(\?=\.\.\.\)/,
    );
    expect(validation).toBeUndefined();
  });

  it('validation-schema: a schema that does not compile, at the keyword; no validation to serve', () => {
    const { problems, files, validation } = load((files) =>
      edit(files, 'schema/about.json', '"minLength": 1', '"minLenght": 1'),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'schema/about.json',
        ...positionOf(text(files, 'schema/about.json'), '"minLenght"'),
        rule: 'validation-schema',
      },
    ]);
    expect(validation).toBeUndefined();
  });

  it('a folder name that cannot be part of a URL is a problem', () => {
    expect(placed(load(undefined, 'demo college').problems)).toEqual([
      { file: 'tenant.json', line: 1, column: 1, rule: 'tenant-name' },
    ]);
  });

  it('requireTenantBundle throws one error listing every problem as file:line:col', () => {
    const loaded = load((files) => edit(files, 'tenant.json', '{partner.helpEmail}', '{partner.help}'));
    expect(() => requireTenantBundle(loaded)).toThrow(TenantProblemsError);
    const message = (() => {
      try {
        requireTenantBundle(loaded);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const lines = message.split('\n');
    expect(lines[0]).toBe('Tenant "demo" has 2 problems (npm run config-lint -- tenants/demo lists them too):');
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(
        /^ {2}tenants\/demo\/tenant\.json:\d+:\d+ {2}unknown-placeholder {2}unknown placeholder \{partner\.help\}/,
      ),
      expect.stringMatching(
        /^ {2}tenants\/demo\/tenant\.json:\d+:\d+ {2}unused-partner-value {2}partner\.helpEmail is shown by no text/,
      ),
    ]);
  });
});
