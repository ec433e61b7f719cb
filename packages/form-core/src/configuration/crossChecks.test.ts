import { describe, expect, it } from 'vitest';
import { loadTenant } from '../tenant/loadTenant.ts';
import { demoTenantFiles, memoryReader } from '../tenant/testing/memoryTenant.ts';
import { positionOf } from '../tenant/testing/positionOf.ts';
import type { TenantProblem } from '../tenant/tenantProblem.ts';

type Files = Map<string, string | Uint8Array>;
type Json = Record<string, unknown> & { [key: string]: Json | Json[] | unknown };

/** Rewrites one JSON file of the tenant: parsed, changed, written back as staff write JSON. */
function editJson(files: Files, path: string, change: (value: Json) => void): void {
  const value = JSON.parse(files.get(path) as string) as Json;
  change(value);
  files.set(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** The demo fixture tenant, broken by `change`, loaded as the server and config-lint load it. */
function lint(change: (files: Files) => void) {
  const files = demoTenantFiles();
  change(files);
  const { problems } = loadTenant('demo', memoryReader(files));
  return { problems, text: (path: string) => files.get(path) as string };
}

const placed = (problems: TenantProblem[]) =>
  problems.map(({ file, line, column, rule }) => ({ file, line, column, rule }));

/** A value deep in parsed JSON, by property names and indexes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test navigation through untyped JSON
const at = (value: any, ...path: (string | number)[]): any => path.reduce((node, step) => node[step], value);

/** about.json: section 0 (about you), 1 (address), 2 (citizenship), 3 (military). */
const gender = (page: Json) => at(page, 'sections', 0, 'items', 3);
const mailingSame = (page: Json) => at(page, 'sections', 1, 'items', 3);
const citizenshipCases = (page: Json) => at(page, 'sections', 2, 'items', 1, 'cases');

describe('configuration cross-checks, each on a broken copy of the demo fixture tenant', () => {
  it('the fixture is clean', () => {
    expect(lint(() => {}).problems).toEqual([]);
  });

  it('key-not-asked: a rule, a data-model key and an error-summary entry for a key no page asks', () => {
    const { problems, text } = lint((files) => {
      editJson(files, 'data-model.json', (model) => {
        at(model, 'keys').nickname = { type: 'string' };
      });
      editJson(files, 'schema/about.json', (schema) => {
        at(schema, 'properties').nickname = { type: 'string', maxLength: 20, errorMessage: 'Nickname' };
      });
      editJson(files, 'error-summary.json', (summary) => at(summary, 'pages', 'about').push('nickname'));
    });
    expect(placed(problems)).toEqual([
      { file: 'data-model.json', ...positionOf(text('data-model.json'), '"nickname"'), rule: 'key-not-asked' },
      { file: 'error-summary.json', ...positionOf(text('error-summary.json'), '"nickname"'), rule: 'key-not-asked' },
      { file: 'schema/about.json', ...positionOf(text('schema/about.json'), '"nickname"'), rule: 'key-not-asked' },
    ]);
    expect(problems.find((p) => p.file === 'schema/about.json')!.message).toBe(
      'Validation rule for "nickname": no page asks it (its question was removed or renamed?): ask it on a page, or remove it here. Until then every submission fails on it',
    );
  });

  it('key-not-asked: a key the server sets is marked so and is not asked; a marked key a page asks is reported', () => {
    const marked = lint((files) =>
      editJson(files, 'data-model.json', (model) => {
        at(model, 'keys').submitted_by = { type: 'string', setBy: 'server' };
      }),
    );
    expect(marked.problems).toEqual([]);
    const asked = lint((files) =>
      editJson(files, 'data-model.json', (model) => {
        at(model, 'keys', 'first_name').setBy = 'server';
      }),
    );
    expect(placed(asked.problems)).toEqual([
      { file: 'data-model.json', ...positionOf(asked.text('data-model.json'), '"server"'), rule: 'key-not-asked' },
    ]);
  });

  it("condition-value: a target that is not one of the controlling question's codes; its label is named", () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'pages/education.json', (page) => {
        at(page, 'sections', 0, 'items', 1).condition.target = 'I have graduated';
      }),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'pages/education.json',
        ...positionOf(text('pages/education.json'), '"I have graduated"', 2),
        rule: 'condition-value',
      },
    ]);
    expect(problems[0]!.message).toBe(
      'Condition on "high_school_diploma": "I have graduated" is not one of its codes ("GRAD" (I have graduated), "GED" (GED)); ' +
        '"I have graduated" is the label of the code "GRAD": compare with the code, write "GRAD"',
    );
  });

  it('error-summary-page: a key listed under a page that does not ask it', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'error-summary.json', (summary) => {
        at(summary, 'pages', 'education').push('gender');
      }),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'error-summary.json',
        ...positionOf(text('error-summary.json'), '"gender"'),
        rule: 'error-summary-page',
      },
    ]);
  });

  it('condition-value: a checkbox is compared with true or false, not with a code', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'pages/about.json', (page) => {
        at(page, 'sections', 2, 'items').push({
          kind: 'content',
          id: 'veteran_note',
          text: 'Thank you for your service.',
          condition: { valueKey: 'military_ind', operator: 'equals', target: 'Y' },
        });
      }),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'pages/about.json',
        ...positionOf(text('pages/about.json'), '"target": "Y"', 1, '"target": '.length),
        rule: 'condition-value',
      },
    ]);
    expect(problems[0]!.message).toContain('it is a checkbox, so its answer is true (ticked) or false');
  });

  it('condition-shape: "in" with one text instead of a list, "answered" with a target, "gt" with a word', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'pages/about.json', (page) => {
        citizenshipCases(page)[1].condition.target = '2';
        citizenshipCases(page)[0].condition = { valueKey: 'citizenship_type', operator: 'answered', target: '2' };
        at(page, 'sections', 2, 'items').push({
          kind: 'content',
          id: 'many',
          text: 'Many',
          condition: { valueKey: 'citizenship_type', operator: 'gt', target: 'three' },
        });
      }),
    );
    const page = text('pages/about.json');
    expect(placed(problems)).toEqual([
      {
        file: 'pages/about.json',
        ...positionOf(page, '"target": "2"', 1, '"target": '.length),
        rule: 'condition-shape',
      },
      {
        file: 'pages/about.json',
        ...positionOf(page, '"target": "2"', 2, '"target": '.length),
        rule: 'condition-shape',
      },
      { file: 'pages/about.json', ...positionOf(page, '"three"'), rule: 'condition-shape' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'Condition on "citizenship_type": "answered" takes no target (it only asks whether there is an answer): remove "target"',
      'Condition on "citizenship_type": "in" needs a list of values as its target, in square brackets: write ["2"] for one value',
      'Condition on "citizenship_type": "gt" compares numbers, so the target must be a number such as 3.5, not "three"',
    ]);
  });

  it('reveal-value: a radio reveals items for a value that is not one of its codes', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'pages/about.json', (page) => {
        const radio = mailingSame(page);
        radio.reveal = { No: radio.reveal.N };
      }),
    );
    expect(placed(problems)).toEqual([
      { file: 'pages/about.json', ...positionOf(text('pages/about.json'), '"No": ['), rule: 'reveal-value' },
    ]);
    expect(problems[0]!.message).toContain('"No" is the label of the code "N": compare with the code, write "N"');
  });

  it('missing-message and unknown-message-key: a rule without a message, a misspelt errorMessage key', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'schema/about.json', (schema) => {
        const phone = at(schema, 'properties', 'phone_mobile');
        phone.errorMessage = { patern: phone.errorMessage };
      }),
    );
    const schema = text('schema/about.json');
    expect(placed(problems)).toEqual([
      {
        file: 'schema/about.json',
        ...positionOf(schema, '"pattern": "^$|'),
        rule: 'missing-message',
      },
      { file: 'schema/about.json', ...positionOf(schema, '"patern"'), rule: 'unknown-message-key' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'The rule "pattern" of "phone_mobile" has no message, so applicants would read the validator\'s own text: add "pattern": "..." to its errorMessage',
      'errorMessage names "patern", which is not a rule of "phone_mobile" here (its rules: type, pattern); did you mean "pattern"?; this message would never show',
    ]);
  });

  it('duplicate-option: a code twice and a label twice in a list, in tenant.json lists too', () => {
    const { problems, text } = lint((files) => {
      editJson(files, 'pages/about.json', (page) => {
        const choices = gender(page).options.choices;
        choices[3] = { value: 'F', label: 'Another gender' };
        choices.push({ value: 'N', label: 'Male' });
      });
      editJson(files, 'tenant.json', (config) => {
        at(config, 'optionLists', 'visaStatuses').push({ value: 'F1', label: 'F-1' });
      });
    });
    const page = text('pages/about.json');
    expect(placed(problems)).toEqual([
      { file: 'pages/about.json', ...positionOf(page, '"F"', 2), rule: 'duplicate-option' },
      { file: 'pages/about.json', ...positionOf(page, '"Male"', 2), rule: 'duplicate-option' },
      { file: 'tenant.json', ...positionOf(text('tenant.json'), '"F1"', 2), rule: 'duplicate-option' },
    ]);
    expect(problems[0]!.message).toBe(
      'Question "gender" has the code "F" twice (options 2 and 4): each option needs its own code',
    );
  });

  it('duplicate-key: a key twice on one page, and a template key without {n}', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'pages/education.json', (page) => {
        at(page, 'sections', 2, 'items').push({ key: 'sat_math', widget: 'text', label: 'SAT Math again' });
        const template = at(page, 'sections', 0, 'items', 1, 'items', 0, 'template');
        template[2].key = 'hs_gpa';
        template[3].condition.valueKey = 'hs_gpa';
      }),
    );
    const page = text('pages/education.json');
    expect(placed(problems.filter((p) => p.rule === 'duplicate-key'))).toEqual([
      {
        file: 'pages/education.json',
        ...positionOf(page, '"key": "hs_gpa"', 1, '"key": '.length),
        rule: 'duplicate-key',
      },
      {
        file: 'pages/education.json',
        ...positionOf(page, '"key": "sat_math"', 2, '"key": '.length),
        rule: 'duplicate-key',
      },
    ]);
    expect(problems.filter((p) => p.rule === 'duplicate-key').map((p) => p.message)).toEqual([
      'Key "hs_gpa" is the same in every block of add-another "high_schools": put {n} in it (e.g. "hs{n}_gpa") so each block keeps its own answer',
      'Key "sat_math" is asked twice on page "education" (first by the question "SAT Math"): each question needs its own key, or the two inputs would show and change one answer',
    ]);
  });

  it('required-mismatch: a marker without a rule, and a rule without a marker', () => {
    const { problems, text } = lint((files) => {
      editJson(files, 'pages/about.json', (page) => {
        delete at(page, 'sections', 0, 'items', 0).required;
        at(page, 'sections', 0, 'items', 2).required = true;
      });
    });
    expect(placed(problems)).toEqual([
      {
        file: 'pages/about.json',
        ...positionOf(text('pages/about.json'), '"required": true', 2, '"required": '.length),
        rule: 'required-mismatch',
      },
      {
        file: 'schema/about.json',
        ...positionOf(text('schema/about.json'), '"first_name"', 2),
        rule: 'required-mismatch',
      },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'Question "Date of Birth" is marked "required": true (applicants see a required marker), but no validation rule requires an answer to "birth_date": add a rule such as "minLength": 1 with its message, or remove "required"',
      'This rule requires an answer to "first_name" at every submission, but its question ("First Name", page "about") has no "required": true, so applicants see no required marker: add "required": true to the question',
    ]);
  });

  describe('required uploads', () => {
    /** education.json: the SAT tab's upload. */
    const satReport = (page: Json) => at(page, 'sections', 1, 'items', 0, 'tabs', 0, 'items', 1);

    it('required-mismatch: an upload marked required without a `required` entry, and clean once it has one', () => {
      const marked = lint((files) =>
        editJson(files, 'pages/education.json', (page) => (satReport(page).required = true)),
      );
      expect(placed(marked.problems)).toEqual([
        {
          file: 'pages/education.json',
          ...positionOf(marked.text('pages/education.json'), '"required": true', 1, '"required": '.length),
          rule: 'required-mismatch',
        },
      ]);
      expect(marked.problems[0]!.message).toContain(
        'no validation rule requires an answer to "sat_report": add "sat_report" to a "required" list with its message (errorMessage.required)',
      );
      const ruled = lint((files) => {
        editJson(files, 'pages/education.json', (page) => (satReport(page).required = true));
        editJson(files, 'schema/education.json', (schema) => {
          schema.required = ['sat_report'];
          schema.errorMessage = {
            ...(schema.errorMessage as Json),
            required: { sat_report: 'Upload your SAT report.' },
          };
        });
      });
      expect(ruled.problems).toEqual([]);
    });

    it("document-rule: a rule on an upload's value, which can never fire", () => {
      const { problems, text } = lint((files) =>
        editJson(files, 'schema/education.json', (schema) => {
          at(schema, 'properties').sat_report = {
            type: 'string',
            minLength: 1,
            errorMessage: 'Upload your SAT report.',
          };
        }),
      );
      expect(placed(problems)).toEqual([
        {
          file: 'schema/education.json',
          ...positionOf(text('schema/education.json'), '"sat_report"'),
          rule: 'document-rule',
        },
      ]);
      expect(problems[0]!.message).toBe(
        '"sat_report" is an upload: a rule on its value never fires (the key is absent until a document is stored). ' +
          'Require the upload with a "required" entry instead: "required": ["sat_report"], with its message in ' +
          '"errorMessage": { "required": { "sat_report": "..." } }',
      );
    });
  });

  it('required-mismatch: a rule that applies only in some cases (if/then) counts for a marked question', () => {
    const { problems } = lint((files) =>
      editJson(files, 'pages/about.json', (page) => {
        // The cell phone is required only when text messages are chosen.
        at(page, 'sections', 1, 'items', 4).required = true;
      }),
    );
    expect(problems).toEqual([]);
  });

  describe('required-mismatch and requiredInstances: the first N blocks of an add-another are required', () => {
    const schools = (page: Json) => at(page, 'sections', 0, 'items', 1, 'items', 0);
    const requireSchoolNames = (files: Files, requiredInstances: number | undefined, ruledKeys: string[]) => {
      editJson(files, 'pages/education.json', (page) => {
        if (requiredInstances !== undefined) schools(page).requiredInstances = requiredInstances;
        at(schools(page), 'template', 0).required = true;
      });
      editJson(files, 'schema/education.json', (schema) => {
        for (const key of ruledKeys) {
          at(schema, 'properties')[key] = { type: 'string', minLength: 1, errorMessage: 'Name the school.' };
        }
      });
    };

    it('a marker on the template with a rule for block 1 only is clean once the group says one block is required', () => {
      expect(lint((files) => requireSchoolNames(files, 1, ['hs_name'])).problems).toEqual([]);
      expect(lint((files) => requireSchoolNames(files, 2, ['hs_name', 'hs_2_name'])).problems).toEqual([]);
    });

    it('without requiredInstances the marker is on every block, and blocks without a rule are reported', () => {
      const { problems } = lint((files) => requireSchoolNames(files, undefined, ['hs_name']));
      expect(problems.map((p) => p.rule)).toEqual(['required-mismatch']);
      expect(problems[0]!.message).toContain('"hs_2_name", "hs_3_name"');
    });

    it('a required block without a rule is reported, and so is a rule on a block the group leaves optional', () => {
      const marked = lint((files) => requireSchoolNames(files, 2, ['hs_name']));
      expect(marked.problems.map((p) => [p.rule, p.file])).toEqual([['required-mismatch', 'pages/education.json']]);
      expect(marked.problems[0]!.message).toContain('"hs_2_name"');
      const ruled = lint((files) => requireSchoolNames(files, 1, ['hs_name', 'hs_2_name']));
      expect(ruled.problems.map((p) => [p.rule, p.file])).toEqual([['required-mismatch', 'schema/education.json']]);
      expect(ruled.problems[0]!.message).toContain('"hs_2_name"');
    });

    it('add-another-max: more required blocks than max, at requiredInstances', () => {
      const { problems, text } = lint((files) =>
        editJson(files, 'pages/education.json', (page) => {
          schools(page).requiredInstances = 4;
        }),
      );
      expect(placed(problems)).toEqual([
        {
          file: 'pages/education.json',
          ...positionOf(text('pages/education.json'), '"requiredInstances": 4', 1, '"requiredInstances": '.length),
          rule: 'add-another-max',
        },
      ]);
      expect(problems[0]!.message).toBe(
        'Add-another "high_schools" has requiredInstances 4, more than its max 3; at most max blocks can be required',
      );
    });
  });

  it('invalid-date and date-window-order: the expected format named', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'tenant.json', (config) => {
        at(config, 'dateWindows').priority = { start: '2025-03-01', end: '2025-01-31' };
        at(config, 'dateWindows').late = { start: '2025-02-30', end: '1 May 2025' };
      }),
    );
    const config = text('tenant.json');
    expect(placed(problems)).toEqual([
      { file: 'tenant.json', ...positionOf(config, '"2025-03-01"'), rule: 'date-window-order' },
      { file: 'tenant.json', ...positionOf(config, '"2025-02-30"'), rule: 'invalid-date' },
      { file: 'tenant.json', ...positionOf(config, '"1 May 2025"'), rule: 'invalid-date' },
    ]);
    expect(problems[1]!.message).toBe(
      'Date window "late": the start "2025-02-30" is not a real date; write dates as YYYY-MM-DD, e.g. 2026-03-01',
    );
  });

  it('a text where a list belongs is reported at that value, without crash text', () => {
    const { problems, text } = lint((files) =>
      editJson(files, 'error-summary.json', (summary) => {
        at(summary, 'pages').about = 'first_name';
      }),
    );
    expect(placed(problems)).toEqual([
      {
        file: 'error-summary.json',
        ...positionOf(text('error-summary.json'), '"first_name"'),
        rule: 'definition-schema',
      },
    ]);
    expect(problems[0]!.message).toBe('"about" must be a list in square brackets [ ]');
    expect(JSON.stringify(problems)).not.toMatch(/is not a function|at .*\.ts:\d+/);
  });
});
