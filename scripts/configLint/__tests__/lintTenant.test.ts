import { afterEach, describe, expect, it } from 'vitest';
import { lintTenant } from '../lintTenant.ts';
import type { LintDiagnostic } from '../lintDiagnostic.ts';
import { copyTenant, fixtureRoot, positionOf, repoRoot, tenantName } from './tenantCopy.ts';
import type { TenantCopy } from './tenantCopy.ts';

let copy: TenantCopy;
afterEach(() => copy?.remove());

/** Copies the tenant, applies one break, lints the copy. */
function lintBroken(breakIt: (copy: TenantCopy) => void): LintDiagnostic[] {
  copy = copyTenant();
  breakIt(copy);
  return lintTenant(copy.root, tenantName);
}

/** The diagnostics reduced to what the tests compare: where and which rule. */
const placed = (diagnostics: LintDiagnostic[]) =>
  diagnostics.map(({ file, line, column, rule }) => ({ file, line, column, rule }));

// Each test copies and lints the whole tenant: seconds each on a busy machine.
describe('lintTenant', { timeout: 30_000 }, () => {
  it('the fixture tenant and the repository tenants lint clean', () => {
    expect(lintTenant(fixtureRoot, tenantName)).toEqual([]);
    expect(lintTenant(repoRoot, 'tenants/nsu-international')).toEqual([]);
    expect(lintTenant(repoRoot, 'tenants/demo-college')).toEqual([]);
  });

  it('json-syntax: a missing comma, at the token where JSON breaks', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('pages/about.json', '"label": "First Name",', '"label": "First Name"'),
    );
    const text = copy.read('pages/about.json');
    expect(placed(diagnostics)).toEqual([
      { file: copy.path('pages/about.json'), ...positionOf(text, '"required": true'), rule: 'json-syntax' },
    ]);
    expect(diagnostics[0]!.message).toBe('invalid JSON: a comma was expected between two items (CommaExpected)');
  });

  it('json-syntax: a comma after the last item, at the comma, in plain words', () => {
    const diagnostics = lintBroken((c) => c.replace('pages/about.json', '"list": "suffixes"', '"list": "suffixes",'));
    const text = copy.read('pages/about.json');
    expect(diagnostics).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(text, '"suffixes",', 1, '"suffixes"'.length),
        rule: 'json-syntax',
        message: 'invalid JSON: remove the comma after the last item (no comma goes before a closing } or ])',
      },
    ]);
  });

  it('json-syntax: every mistake of every file, and nothing that follows from them', () => {
    const diagnostics = lintBroken((c) => {
      c.replace('pages/about.json', '"label": "First Name",', '"label": "First Name"');
      c.replace('pages/about.json', '"list": "suffixes"', '"list": "suffixes",');
      c.replace('tenant.json', '"pages": [', 'pages: [');
      // The file name swallows its comma: no "missing file" follows from it.
      c.replace('tenant.json', '"dataModel": "data-model.json"', '"dataModel": "data-model.json');
    });
    const about = copy.read('pages/about.json');
    const tenant = copy.read('tenant.json');
    expect(placed(diagnostics)).toEqual([
      { file: copy.path('pages/about.json'), ...positionOf(about, '"required": true'), rule: 'json-syntax' },
      {
        file: copy.path('pages/about.json'),
        ...positionOf(about, '"suffixes",', 1, '"suffixes"'.length),
        rule: 'json-syntax',
      },
      { file: copy.path('tenant.json'), ...positionOf(tenant, 'pages: ['), rule: 'json-syntax' },
      { file: copy.path('tenant.json'), ...positionOf(tenant, '"data-model.json'), rule: 'json-syntax' },
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'invalid JSON: a comma was expected between two items (CommaExpected)',
      'invalid JSON: remove the comma after the last item (no comma goes before a closing } or ])',
      'invalid JSON: a word without double quotes; text and field names go in double quotes (true, false and null go without) (InvalidSymbol)',
      'invalid JSON: a text value is missing its closing double quote (UnexpectedEndOfString)',
    ]);
  });

  it('json-duplicate-key: a key written twice in one object, at the second one', () => {
    const diagnostics = lintBroken((c) =>
      c.replace(
        'pages/about.json',
        '"label": "First Name",',
        '"label": "First Name",\n          "label": "Given Name",',
      ),
    );
    const text = copy.read('pages/about.json');
    expect(placed(diagnostics)).toEqual([
      { file: copy.path('pages/about.json'), ...positionOf(text, '"label": "Given Name"'), rule: 'json-duplicate-key' },
    ]);
    const first = positionOf(text, '"label": "First Name"');
    expect(diagnostics[0]!.message).toBe(
      `duplicate key "label" (first at line ${first.line}, column ${first.column}); only the last value would be used`,
    );
  });

  it('json-duplicate-key: also in files tenant.json does not list', () => {
    const diagnostics = lintBroken((c) => c.write('notes.json', '{\n  "a": 1,\n  "a": 2\n}\n'));
    expect(placed(diagnostics)).toEqual([
      { file: copy.path('notes.json'), line: 3, column: 3, rule: 'json-duplicate-key' },
    ]);
  });

  it('missing-file: a listed file that does not exist, where tenant.json names it', () => {
    const diagnostics = lintBroken((c) => c.replace('tenant.json', '"pages/final-steps.json"', '"pages/final.json"'));
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('tenant.json'),
        ...positionOf(copy.read('tenant.json'), '"pages/final.json"'),
        rule: 'missing-file',
      },
    ]);
  });

  it('duplicate-key: a question key asked on two pages, at the second question key', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('pages/education.json', '"key": "entry_term",', '"key": "first_name",'),
    );
    const rules = new Set(diagnostics.map((d) => d.rule));
    expect(rules.has('duplicate-key')).toBe(true);
    expect(placed(diagnostics.filter((d) => d.rule === 'duplicate-key'))).toEqual([
      {
        file: copy.path('pages/education.json'),
        ...positionOf(copy.read('pages/education.json'), '"first_name"'),
        rule: 'duplicate-key',
      },
    ]);
  });

  it('unknown-key: a question key missing from the data model, at the key', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('pages/about.json', '"key": "preferred_name"', '"key": "nickname"'),
    );
    // The key left behind in the data model is reported on its own (key-not-asked).
    expect(placed(diagnostics.filter((d) => d.rule !== 'key-not-asked'))).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"nickname"'),
        rule: 'unknown-key',
      },
    ]);
    expect(diagnostics.find((d) => d.rule === 'unknown-key')!.message).toContain('not present in the tenant dataModel');
    expect(diagnostics.find((d) => d.rule === 'key-not-asked')!.message).toContain('Data-model key "preferred_name"');
  });

  it('unknown-key: an add-another instance key missing from the data model, at its {n} template', () => {
    const diagnostics = lintBroken((c) => c.replace('data-model.json', '"legacy_4_last_name"', '"legacy_4_surname"'));
    // The key left behind in the data model is reported on its own (key-not-asked).
    expect(placed(diagnostics.filter((d) => d.rule !== 'key-not-asked'))).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"legacy{n}_last_name"'),
        rule: 'unknown-key',
      },
    ]);
  });

  it('missing-desc-key: a select whose _desc companion is not in the data model, at its key', () => {
    const diagnostics = lintBroken((c) => c.replace('data-model.json', '"gender_desc"', '"gender_label"'));
    // The key left behind in the data model is reported on its own (key-not-asked).
    expect(placed(diagnostics.filter((d) => d.rule !== 'key-not-asked'))).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"key": "gender"', 1, '"key": '.length),
        rule: 'missing-desc-key',
      },
    ]);
  });

  it('schema-unknown-key: a schema property that matches no answer key, at the property name', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('schema/about.json', '"properties": {', '"properties": {\n    "first_nam": { "type": "string" },'),
    );
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('schema/about.json'),
        ...positionOf(copy.read('schema/about.json'), '"first_nam"'),
        rule: 'schema-unknown-key',
      },
    ]);
  });

  it('condition-unknown-key: a condition on an unknown key, at its valueKey', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('pages/about.json', '"valueKey": "mailing_addr_same_as_perm_addr"', '"valueKey": "mailing_same"'),
    );
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"mailing_same"'),
        rule: 'condition-unknown-key',
      },
    ]);
  });

  it('condition-unknown-key: a misspelt key, with the data-model key it likely means', () => {
    const diagnostics = lintBroken((c) =>
      c.replace(
        'pages/about.json',
        '"valueKey": "mailing_addr_same_as_perm_addr"',
        '"valueKey": "mailing_addr_same_as_perm_adr"',
      ),
    );
    expect(diagnostics.map((d) => d.message)).toEqual([
      'A condition on page "about" reads key "mailing_addr_same_as_perm_adr", which is not present in the tenant dataModel; did you mean "mailing_addr_same_as_perm_addr"?',
    ]);
  });

  it('error-summary-unknown-key: an error-summary entry naming an unknown key, at the entry', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('error-summary.json', '"first_name",', '"first_name",\n      "nickname",'),
    );
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('error-summary.json'),
        ...positionOf(copy.read('error-summary.json'), '"nickname"'),
        rule: 'error-summary-unknown-key',
      },
    ]);
  });

  it('error-summary-multiple-pages: a key mapped to two pages, at the second entry', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('error-summary.json', '"entry_term",', '"entry_term",\n      "first_name",'),
    );
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('error-summary.json'),
        ...positionOf(copy.read('error-summary.json'), '"first_name"', 2),
        rule: 'error-summary-multiple-pages',
      },
    ]);
    expect(diagnostics[0]!.message).toContain(
      'Your ValidationErrorSummary implementation uses keys that are present in multiple pages',
    );
  });

  it('add-another-max: a max above 10, at the max', () => {
    const diagnostics = lintBroken((c) => c.replace('pages/about.json', '"max": 4,', '"max": 11,'));
    expect(placed(diagnostics)).toContainEqual({
      file: copy.path('pages/about.json'),
      ...positionOf(copy.read('pages/about.json'), '"max": 11', 1, '"max": '.length),
      rule: 'add-another-max',
    });
    // Instances 5..11 would need data-model keys (and _desc companions) too: reported as well, nothing else.
    expect(new Set(diagnostics.map((d) => d.rule))).toEqual(
      new Set(['add-another-max', 'unknown-key', 'missing-desc-key']),
    );
  });

  it('unknown-widget: a widget name without a spec, at the name', () => {
    const diagnostics = lintBroken((c) => c.replace('pages/about.json', '"widget": "text",', '"widget": "textbox",'));
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"textbox"'),
        rule: 'unknown-widget',
      },
    ]);
  });

  it('unknown-option-list: an option list that does not exist, at the list name', () => {
    const diagnostics = lintBroken((c) => c.replace('pages/about.json', '"list": "genders"', '"list": "gender"'));
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"list": "gender"', 1, '"list": '.length),
        rule: 'unknown-option-list',
      },
    ]);
    expect(diagnostics[0]!.message).toBe(
      'Question "gender" uses option list "gender", which is neither built in nor in tenant.json optionLists; did you mean "genders"?',
    );
  });

  it('unknown-option-list: a name close to none, with the names of the lists that exist', () => {
    const diagnostics = lintBroken((c) => c.replace('pages/about.json', '"list": "genders"', '"list": "pronouns"'));
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^Question "gender" uses option list "pronouns", which is neither built in nor in tenant.json optionLists \(the lists: yesNo, genders, .*, countries, countriesWithoutUS, months, usStates, canadianProvinces, years\)$/,
      ),
    ]);
  });

  it('definition-schema: a texts name that does not exist, at the name, with the names that do', () => {
    const diagnostics = lintBroken((c) => c.replace('tenant.json', '"completionNextSteps":', '"completionNextStep":'));
    expect(diagnostics).toEqual([
      {
        file: copy.path('tenant.json'),
        ...positionOf(copy.read('tenant.json'), '"completionNextStep"'),
        rule: 'definition-schema',
        message:
          '"completionNextStep" is not a field here; did you mean "completionNextSteps"? (the fields here: completion, completionNextSteps, accessibilityContact)',
      },
    ]);
  });

  it('widget-options: a misspelled option at its name, a wrong option value at the value, each once', () => {
    const diagnostics = lintBroken((c) => {
      c.replace('pages/about.json', '"maxLength": 20', '"maxLenght": 20');
      c.replace('pages/about.json', '"autocomplete": "bday"', '"autocomplete": "Birthday!"');
    });
    const text = copy.read('pages/about.json');
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(text, '"Birthday!"'),
        rule: 'widget-options',
      },
      { file: copy.path('pages/about.json'), ...positionOf(text, '"maxLenght"'), rule: 'widget-options' },
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^Question "birth_date" \(widget date\), options: "autocomplete" does not have the form it needs: /,
      ),
      'Question "phone_international" (widget text), options: "maxLenght" is not a field here; did you mean "maxLength"? (the fields here: maxLength, inputType, format, placeholder, autocomplete)',
    ]);
  });

  it('missing-desc-key: a coded part without its _desc in the data model, at the part key', () => {
    const diagnostics = lintBroken((c) =>
      c.replace(
        'data-model.json',
        '"mailing_country_desc": {\n      "type": "string",\n      "description": "Name of the chosen country."\n    },\n',
        '',
      ),
    );
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"mailing_country"'),
        rule: 'missing-desc-key',
      },
    ]);
    expect(diagnostics[0]!.message).toBe(
      'Question "mailing_address_line_1" on page "about" stores the label of "mailing_country" in "mailing_country_desc", which is not present in the tenant dataModel',
    );
  });

  it('reveal-not-supported: after items under a widget that does not reveal them, at "after"', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('pages/about.json', '"label": "Preferred Name",', '"label": "Preferred Name",\n          "after": [],'),
    );
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"after": []'),
        rule: 'reveal-not-supported',
      },
    ]);
  });

  it('definition-schema: a misspelled field, at its name, and the field it lacks, at the question', () => {
    const diagnostics = lintBroken((c) =>
      c.replace('pages/about.json', '"label": "Middle Name",', '"lable": "Middle Name",'),
    );
    const text = copy.read('pages/about.json');
    const question = positionOf(text, '"key": "middle_name"');
    expect(placed(diagnostics)).toEqual([
      // the question object starts on the line above its first field
      {
        file: copy.path('pages/about.json'),
        line: question.line - 1,
        column: question.column - 2,
        rule: 'definition-schema',
      },
      { file: copy.path('pages/about.json'), ...positionOf(text, '"lable"'), rule: 'definition-schema' },
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      '"label" is missing from item 2 of "items"',
      '"lable" is not a field here; did you mean "label"? (the fields here: key, widget, label, hint, required, condition, options, after, reveal, width)',
    ]);
  });

  it('definition-schema: a wrong value, at the value', () => {
    const diagnostics = lintBroken((c) => {
      c.replace('pages/about.json', '"operator": "equals"', '"operator": "equal"');
      c.replace('tenant.json', '"characterLimit": 7000', '"characterLimit": "7000"');
    });
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('pages/about.json'),
        ...positionOf(copy.read('pages/about.json'), '"equal"'),
        rule: 'definition-schema',
      },
      {
        file: copy.path('tenant.json'),
        ...positionOf(copy.read('tenant.json'), '"7000"'),
        rule: 'definition-schema',
      },
    ]);
    expect(diagnostics[1]!.message).toBe('"characterLimit" must be a whole number');
  });

  it('validation-schema: a misspelled keyword in a validation schema, at the keyword', () => {
    const diagnostics = lintBroken((c) => c.replace('schema/education.json', '"minLength": 1,', '"minLenght": 1,'));
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('schema/education.json'),
        ...positionOf(copy.read('schema/education.json'), '"minLenght"'),
        rule: 'validation-schema',
      },
    ]);
    expect(diagnostics[0]!.message).toBe(
      '"minLenght" is not a validation keyword; did you mean "minLength"? (the validator refuses a schema with a word it does not know)',
    );
  });

  it('slow-pattern: a pattern whose time doubles with each character, at the pattern, with a rewrite', () => {
    // "Letters and single spaces" as staff write it: a 30-letter name with a "!" took the server 18 s.
    const evil = String.raw`"^$|^([a-zA-Z]+\\s?)*$"`;
    const phone = String.raw`"^$|^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$"`;
    const diagnostics = lintBroken((c) => c.replace('schema/about.json', phone, evil));
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('schema/about.json'),
        ...positionOf(copy.read('schema/about.json'), evil),
        rule: 'slow-pattern',
      },
    ]);
    const message = diagnostics[0]!.message;
    expect(message).toContain(String.raw`The pattern "^$|^([a-zA-Z]+\\s?)*$" can take so long`);
    expect(message).toContain('doubles with each character');
    expect(message).toContain('^[a-zA-Z]+( [a-zA-Z]+)*$');
  });

  it('pattern-never-matches: a "$" in the middle of a pattern, at the pattern, however the examples fare', () => {
    // A permanent-resident number rule with its "$" one place too early refused every resident at submission.
    const dead = String.raw`"^$|^A$\\d{8,9}"`;
    const phone = String.raw`"^$|^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$"`;
    const diagnostics = lintBroken((c) => c.replace('schema/about.json', phone, dead));
    const found = diagnostics.filter((diagnostic) => diagnostic.rule === 'pattern-never-matches');
    expect(found.map(({ file, line, column }) => ({ file, line, column }))).toEqual([
      { file: copy.path('schema/about.json'), ...positionOf(copy.read('schema/about.json'), dead) },
    ]);
    expect(found[0]!.message).toContain(String.raw`can never match through "^A$\\d{8,9}"`);
    expect(found[0]!.message).toContain('"$" marks the end of the answer');
  });

  it('pattern-empty-alternative: a stray "|" that lets every answer through, at the pattern', () => {
    const stray = String.raw`"^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$|"`;
    const phone = String.raw`"^$|^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$"`;
    const diagnostics = lintBroken((c) => c.replace('schema/about.json', phone, stray));
    const found = diagnostics.filter((diagnostic) => diagnostic.rule === 'pattern-empty-alternative');
    expect(found.map(({ file, line, column }) => ({ file, line, column }))).toEqual([
      { file: copy.path('schema/about.json'), ...positionOf(copy.read('schema/about.json'), stray) },
    ]);
    expect(found[0]!.message).toContain('so every answer passes');
  });

  it('slow-pattern: a repeated choice of overlapping characters, which scslre leaves out', () => {
    const phone = String.raw`"^$|^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$"`;
    const diagnostics = lintBroken((c) => c.replace('schema/about.json', phone, String.raw`"^$|^(\\w|\\d)+$"`));
    expect(diagnostics.map((d) => [d.rule, d.message.slice(0, 60)])).toEqual([
      ['slow-pattern', String.raw`The pattern "^$|^(\\w|\\d)+$" can take so long on some answe`],
    ]);
  });

  it('validation-schema: a lookbehind, which the server runs patterns without, at the pattern', () => {
    const phone = String.raw`"^$|^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$"`;
    const lookbehind = String.raw`"^(?<!x)\\d+$"`;
    const diagnostics = lintBroken((c) => c.replace('schema/about.json', phone, lookbehind));
    expect(placed(diagnostics)).toEqual([
      {
        file: copy.path('schema/about.json'),
        ...positionOf(copy.read('schema/about.json'), lookbehind),
        rule: 'validation-schema',
      },
    ]);
    expect(diagnostics[0]!.message).toMatch(
      /^The pattern "\^\(\?<!x\)\\\\d\+\$" cannot run on the server's pattern engine: it uses a lookbehind \(\?<!\.\.\.\)/,
    );
  });

  it('example-code: an example answer with a code its option list no longer has, at the answer', () => {
    // Staff change an option's code ("F" -> "W"); the examples still answer "F".
    const diagnostics = lintBroken((c) => c.replace('tenant.json', '"value": "F"', '"value": "W"'));
    expect(placed(diagnostics)).toEqual(
      ['about.json', 'education.json', 'final-steps.json'].map((file) => ({
        file: copy.path(`examples/${file}`),
        ...positionOf(copy.read(`examples/${file}`), '"F"'),
        rule: 'example-code',
      })),
    );
    expect(diagnostics[0]!.message).toBe(
      '"F" is not one of the codes of "gender" (W, M, X, U): use a current code, or leave the answer out',
    );
  });
});
