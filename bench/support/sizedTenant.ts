/**
 * A tenant of a given size for the size series (bench/formSizes.bench.ts):
 * the demo-college tenant with `fields` more text questions at the top of
 * its last page (/transfer), in sections of ten. Every third is required,
 * the others have a pattern; the tenth of each section shows only while the
 * section's first is answered (a condition). Written to a temp folder the
 * server is started on (TENANTS_DIR); nothing in tenants/ changes.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../e2e/support/appProcess.ts';
import type { PeerShape } from '../peer/peerShape.ts';

export const sizedPath = '/transfer';
const source = join(repoRoot, 'tenants', 'demo-college');

export interface SizedTenant {
  tenantsDir: string;
  tenant: string;
  fields: number;
  /** The generated keys, in page order. */
  keys: string[];
  /** The answers the applicant starts with: every generated answer given except every 30th required one. */
  answers: Record<string, string>;
}

const keyOf = (i: number) => `f_${i + 1}`;
const isRequired = (i: number) => i % 3 === 0;
const conditionOf = (i: number) => (i % 10 === 9 ? keyOf(i - 9) : undefined);
const patternMessage = (i: number) => `Field ${i + 1}: use letters and spaces only.`;
const letters = '^$|^[A-Za-z ]*$';

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

export function writeSizedTenant(fields: number): SizedTenant {
  const tenantsDir = mkdtempSync(join(tmpdir(), `sized-${fields}-`));
  const tenant = `sized-${fields}`;
  const dir = join(tenantsDir, tenant);
  cpSync(source, dir, { recursive: true });
  const keys = Array.from({ length: fields }, (_, i) => keyOf(i));

  const page = readJson(join(dir, 'pages', 'transfer.json'));
  const sections = Array.from({ length: Math.ceil(fields / 10) }, (_, s) => ({
    id: `block-${s + 1}`,
    title: `Block ${s + 1}`,
    items: keys.slice(s * 10, s * 10 + 10).map((key, j) => {
      const i = s * 10 + j;
      const controlling = conditionOf(i);
      return {
        key,
        widget: 'text',
        label: `Field ${i + 1}`,
        ...(isRequired(i) ? { required: true } : {}),
        options: { maxLength: 60 },
        ...(controlling ? { condition: { valueKey: controlling, operator: 'answered' } } : {}),
      };
    }),
  }));
  page.sections = [...sections, ...(page.sections as unknown[])];
  writeJson(join(dir, 'pages', 'transfer.json'), page);

  const schema = readJson(join(dir, 'schema', 'transfer.json'));
  const properties = schema.properties as Json;
  keys.forEach((key, i) => {
    properties[key] = isRequired(i)
      ? { type: 'string', minLength: 1, errorMessage: '{label}' }
      : { type: 'string', pattern: letters, errorMessage: patternMessage(i) };
  });
  writeJson(join(dir, 'schema', 'transfer.json'), schema);

  const dataModel = readJson(join(dir, 'data-model.json'));
  for (const key of keys) (dataModel.keys as Json)[key] = { type: 'string' };
  writeJson(join(dir, 'data-model.json'), dataModel);

  const examples = readJson(join(dir, 'examples', 'application.json'));
  const base = (examples.base as { answers: Json }).answers;
  for (const key of keys) base[key] = 'Filled in';
  writeJson(join(dir, 'examples', 'application.json'), examples);

  const answers = Object.fromEntries(keys.map((key, i) => [key, isRequired(i) && i % 30 === 0 ? '' : 'Filled in']));
  return { tenantsDir, tenant, fields, keys, answers };
}

/** The same questions as a react-hook-form page (bench/peer), validating each change as ours does once submit was pressed. */
export function sizedPeerShape(sized: SizedTenant): PeerShape {
  const sections = Array.from({ length: Math.ceil(sized.fields / 10) }, (_, s) => ({
    id: `block-${s + 1}`,
    title: `Block ${s + 1}`,
    questions: sized.keys.slice(s * 10, s * 10 + 10).map((key, j) => {
      const i = s * 10 + j;
      const controlling = conditionOf(i);
      return {
        key,
        watch: controlling ? [controlling] : [],
        fields: [
          {
            key,
            label: `Field ${i + 1}`,
            kind: 'text' as const,
            required: isRequired(i),
            maxLength: 60,
            ...(isRequired(i) ? {} : { pattern: { value: letters, message: patternMessage(i) } }),
          },
        ],
      };
    }),
  }));
  return {
    title: 'Your Transfer',
    sections,
    defaultValues: { ...sized.answers },
    conditions: sized.keys.filter((_, i) => conditionOf(i)).length,
    rules: sized.fields,
    mode: 'onChange',
  };
}
