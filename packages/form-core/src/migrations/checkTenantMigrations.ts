import type { ValidateFunction } from 'ajv';
import migrationsSchema from '../../schema/migrations.schema.json';
import { instanceKey } from '../definition/instanceKey.ts';
import type { TenantBundle } from '../definition/types.ts';
import { schemaProblems } from '../definitionFiles/schemaProblems.ts';
import { lineColumnAt } from '../tenant/json/jsonPositions.ts';
import type { JsonSourceFile } from '../tenant/json/jsonSourceFile.ts';
import { problemOffset } from '../tenant/rules/definitionSchemas.ts';
import type { TenantProblem } from '../tenant/tenantProblem.ts';
import { answerCodeRules } from '../validation/answerCodesSchema.ts';
import { createAjv } from '../validation/createAjv.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { type MigrationsFile, type MigrationStep, stepKind } from './migrationSteps.ts';

/** The file of a tenant folder that holds its answer migrations. */
export const migrationsFileName = 'migrations.json';

const kinds = ['rename', 'mapCodes', 'drop', 'reask'] as const;

// Compiled on first use: importing the loader must not build a validator.
let shapeValidator: ValidateFunction<MigrationsFile> | undefined;
const validateShape = (): ValidateFunction<MigrationsFile> =>
  (shapeValidator ??= createAjv({ verbose: true }).compile<MigrationsFile>(migrationsSchema));

/** Every add-another key template of the pages (`hs{n}_gpa`), by the key of its first block (`hs_gpa`). */
function templatesByFirstKey(bundle: TenantBundle): Map<string, string> {
  const templates = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.includes('{n}') && /^[A-Za-z0-9_{}]+$/.test(value)) templates.set(instanceKey(value, 1), value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(bundle.pages);
  return templates;
}

/**
 * The tenant's `migrations.json` checked against its JSON Schema and the
 * current definition, every problem at file:line:col: each step has one kind
 * and an id no other step has; the keys a step writes to (rename's `to`,
 * mapCodes, reask) are keys of the data model, the keys it takes answers from
 * and leaves (rename's `from`, drop) are not (the question is still asked:
 * use reask); an add-another key is written with `{n}` so that every block
 * follows; mapped codes are current codes of their question.
 */
export function checkTenantMigrations(
  file: JsonSourceFile,
  bundle: TenantBundle,
  widgets?: WidgetSpecs,
): { problems: TenantProblem[]; steps: MigrationStep[] } {
  const problems: TenantProblem[] = [];
  const at = (pointer: string, rule: string, message: string) =>
    problems.push({
      file: file.path,
      ...lineColumnAt(file.text, problemOffset(file, pointer, message)),
      rule,
      message,
    });
  if (file.syntaxErrors.length > 0) return { problems, steps: [] };
  const validate = validateShape();
  if (!validate(file.value)) {
    for (const problem of schemaProblems(validate.errors ?? [], migrationsSchema)) {
      at(problem.path, 'migration-format', problem.message);
    }
    return { problems, steps: [] };
  }
  const model = bundle.dataModel?.keys ?? {};
  const templates = templatesByFirstKey(bundle);
  const codeRules = [...answerCodeRules(bundle, widgets).values()];
  const inModel = (key: string) => Object.hasOwn(model, instanceKey(key, 1));
  const ids = new Map<string, number>();
  const steps = file.value.steps;

  steps.forEach((step, s) => {
    const pointer = `/steps/${s}`;
    const present = kinds.filter((kind) => kind in step);
    if (present.length !== 1) {
      at(
        pointer,
        'migration-format',
        present.length === 0
          ? `step "${step.id}" says what it does with one of ${kinds.join(', ')}`
          : `step "${step.id}" has ${present.join(' and ')}: write one step for each`,
      );
      return;
    }
    const first = ids.get(step.id);
    if (first !== undefined) {
      at(
        `${pointer}/id`,
        'migration-id',
        `step id "${step.id}" is already the id of step ${first + 1}: ids are unique`,
      );
    } else ids.set(step.id, s);

    const plainInstance = (key: string, keyPointer: string): boolean => {
      const template = templates.get(key);
      if (key.includes('{n}') || template === undefined) return false;
      at(
        keyPointer,
        'migration-key',
        `"${key}" is the first block of "${template}": write "${template}" so that every block's answer follows`,
      );
      return true;
    };
    const asked = (key: string, keyPointer: string) => {
      if (plainInstance(key, keyPointer) || inModel(key)) return;
      at(keyPointer, 'migration-key', `"${key}" is not an answer key of the data model`);
    };
    const notAsked = (key: string, keyPointer: string, instead: string) => {
      if (plainInstance(key, keyPointer) || !inModel(key)) return;
      at(keyPointer, 'migration-key', `"${key}" is still an answer key of the data model: ${instead}`);
    };

    switch (stepKind(step)) {
      case 'rename': {
        const { from, to } = (step as Extract<MigrationStep, { rename: unknown }>).rename;
        if (from.includes('{n}') !== to.includes('{n}')) {
          at(`${pointer}/rename`, 'migration-key', `write {n} in both "from" and "to", or in neither`);
          break;
        }
        notAsked(from, `${pointer}/rename/from`, 'its answers would leave a question that is still asked');
        asked(to, `${pointer}/rename/to`);
        break;
      }
      case 'mapCodes': {
        const { key, codes } = (step as Extract<MigrationStep, { mapCodes: unknown }>).mapCodes;
        asked(key, `${pointer}/mapCodes/key`);
        if (!inModel(key)) break;
        const rules = codeRules.filter((rule) => rule.key === instanceKey(key, 1));
        if (rules.length === 0) {
          at(`${pointer}/mapCodes/key`, 'migration-code', `"${key}" is not an answer with a fixed list of options`);
          break;
        }
        const current = new Set(rules.flatMap((rule) => rule.values.filter((v): v is string => typeof v === 'string')));
        for (const [from, to] of Object.entries(codes)) {
          if (current.has(to)) continue;
          at(
            `${pointer}/mapCodes/codes/${from}`,
            'migration-code',
            `"${to}" is not a current code of "${key}" (codes: ${[...current].filter(Boolean).join(', ')})`,
          );
        }
        break;
      }
      case 'drop':
        notAsked(
          (step as Extract<MigrationStep, { drop: unknown }>).drop.key,
          `${pointer}/drop/key`,
          'to clear an answer that is still asked, use reask',
        );
        break;
      case 'reask':
        asked((step as Extract<MigrationStep, { reask: unknown }>).reask.key, `${pointer}/reask/key`);
        break;
    }
  });
  return { problems, steps: problems.length === 0 ? steps : [] };
}
