import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureTenantsDir } from '../helpers/startTestServer.ts';

/** The steps the tests migrate with (the mini tenant after the edits of `applyEdits`). */
export const miniMigrations = {
  steps: [
    { id: 'rename-dob', note: 'asked as date_of_birth', rename: { from: 'birth_date', to: 'date_of_birth' } },
    { id: 'rename-schools', rename: { from: 'hs{n}_name', to: 'hs{n}_school' } },
    { id: 'mexico-to-canada', mapCodes: { key: 'country', codes: { MEX: 'CAN' } } },
    { id: 'drop-essay', drop: { key: 'essay' } },
    { id: 'reask-sat', reask: { key: 'sat_score' } },
  ],
};

/**
 * The mini fixture tenant copied to a temp folder, to edit between two runs:
 * `applyEdits` renames birth_date to date_of_birth and hs{n}_name to
 * hs{n}_school, removes the essay, makes the country required, and writes
 * migrations.json with `miniMigrations`.
 */
export function copyMiniTenant(prefix: string) {
  const tenantsDir = join(mkdtempSync(join(tmpdir(), prefix)), 'tenants');
  cpSync(join(fixtureTenantsDir, 'mini'), join(tenantsDir, 'mini'), { recursive: true });
  const file = (name: string) => join(tenantsDir, 'mini', name);
  const edit = (name: string, change: (text: string) => string) => {
    const before = readFileSync(file(name), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`${name} did not change`);
    writeFileSync(file(name), after);
  };
  const renames = (text: string) =>
    text
      .replaceAll('"birth_date"', '"date_of_birth"')
      .replaceAll('hs{n}_name', 'hs{n}_school')
      .replaceAll(/"hs(_\d)?_name"/g, '"hs$1_school"');
  return {
    tenantsDir,
    applyEdits() {
      edit('pages/about.json', (text) =>
        renames(text)
          .replace(/,\s*\{ "key": "essay"[^\n]*\}/, '')
          .replace('"label": "Country",', '"label": "Country",\n          "required": true,'),
      );
      edit('data-model.json', (text) => renames(text).replace(/\s*"essay": \{ "type": "string" \},/, ''));
      edit('schema/about.json', (text) =>
        renames(text).replace(
          '"sat_score":',
          '"country": { "type": "string", "minLength": 1, "errorMessage": "Country" },\n    "sat_score":',
        ),
      );
      edit('error-summary.json', (text) => renames(text).replace('"last_name",', '"last_name", "country",'));
      writeFileSync(file('migrations.json'), `${JSON.stringify(miniMigrations, null, 2)}\n`);
    },
    remove: () => rmSync(join(tenantsDir, '..'), { recursive: true, force: true }),
  };
}
