import { describe, expect, it } from 'vitest';
import { loadTenant } from '../tenant/loadTenant.ts';
import { demoTenantFiles, memoryReader } from '../tenant/testing/memoryTenant.ts';
import { positionOf } from '../tenant/testing/positionOf.ts';

/** The demo fixture tenant with a migrations.json. */
function withMigrations(content: unknown) {
  const files = demoTenantFiles();
  const text = typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
  files.set('migrations.json', text);
  const loaded = loadTenant('demo', memoryReader(files));
  const problems = loaded.problems.map(({ file, line, column, rule, message }) => ({
    file,
    line,
    column,
    rule,
    message,
  }));
  return { problems, text, migrations: loaded.migrations };
}

// Each case loads and compiles the whole fixture tenant: seconds on a busy machine.
describe('migrations.json, checked by the loader (config-lint, the server at start)', { timeout: 60_000 }, () => {
  it('a correct file reports nothing and gives its steps in order', () => {
    const steps = [
      { id: 'rename-dob', note: 'Birth date is asked as date_of_birth', rename: { from: 'dob', to: 'birth_date' } },
      { id: 'gpa', rename: { from: 'hs{n}_grade', to: 'hs{n}_gpa' } },
      { id: 'gender-codes', mapCodes: { key: 'gender', codes: { W: 'F' } } },
      { id: 'drop-religion', drop: { key: 'religion' } },
      { id: 'reask-names', reask: { key: 'hs{n}_name' } },
    ];
    const { problems, migrations } = withMigrations({ steps });
    expect(problems).toEqual([]);
    expect(migrations).toEqual(steps);
  });

  it('no file, no steps', () => {
    expect(loadTenant('demo', memoryReader(demoTenantFiles())).migrations).toEqual([]);
  });

  it('a misspelt field and a step of two kinds, at file:line:col', () => {
    const { problems, text } = withMigrations({
      steps: [
        { id: 'a', rename: { form: 'dob', to: 'birth_date' } },
        { id: 'b', drop: { key: 'x' }, reask: { key: 'birth_date' } },
      ],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...positionOf(text, '"form"'), rule: 'migration-format' }),
        expect.objectContaining({ rule: 'migration-format', message: '"from" is missing from "rename"' }),
      ]),
    );
    const second = withMigrations({ steps: [{ id: 'b', drop: { key: 'x' }, reask: { key: 'birth_date' } }] });
    expect(second.problems).toEqual([
      {
        file: 'migrations.json',
        ...positionOf(second.text, '{', 2),
        rule: 'migration-format',
        message: 'step "b" has drop and reask: write one step for each',
      },
    ]);
    expect(second.migrations).toEqual([]);
  });

  it('a repeated id, keys that do not fit the definition, and codes that are not current', () => {
    const { problems, text } = withMigrations({
      steps: [
        { id: 'same', rename: { from: 'first_name', to: 'nick_name' } },
        { id: 'same', drop: { key: 'gender' } },
        { id: 'c', mapCodes: { key: 'gender', codes: { W: 'WOMAN' } } },
        { id: 'd', reask: { key: 'hs_name' } },
        { id: 'e', rename: { from: 'hs{n}_grade', to: 'gpa' } },
        { id: 'f', mapCodes: { key: 'first_name', codes: { A: 'B' } } },
      ],
    });
    expect(problems).toEqual([
      {
        file: 'migrations.json',
        ...positionOf(text, '"first_name"'),
        rule: 'migration-key',
        message:
          '"first_name" is still an answer key of the data model: its answers would leave a question that is still asked',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"nick_name"'),
        rule: 'migration-key',
        message: '"nick_name" is not an answer key of the data model',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"same"', 2),
        rule: 'migration-id',
        message: 'step id "same" is already the id of step 1: ids are unique',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"gender"'),
        rule: 'migration-key',
        message: '"gender" is still an answer key of the data model: to clear an answer that is still asked, use reask',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"WOMAN"'),
        rule: 'migration-code',
        message: '"WOMAN" is not a current code of "gender" (codes: F, M, X)',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"hs_name"'),
        rule: 'migration-key',
        message:
          '"hs_name" is the first block of "hs{n}_name": write "hs{n}_name" so that every block\'s answer follows',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"rename"', 2),
        rule: 'migration-key',
        message: 'write {n} in both "from" and "to", or in neither',
      },
      {
        file: 'migrations.json',
        ...positionOf(text, '"first_name"', 2),
        rule: 'migration-code',
        message: '"first_name" is not an answer with a fixed list of options',
      },
    ]);
  });

  it('a JSON mistake is reported as such and nothing else', () => {
    const { problems } = withMigrations('{ "steps": [ { "id": "a", } ] }\n');
    expect(problems.map((p) => p.rule)).toEqual(['json-syntax']);
  });
});
