import type { ValidationErrors } from '@admissions/contracts';
import type { ValidateFunction } from 'ajv';
import examplesSchema from '../../../schema/examples.schema.json';
import { schemaProblems } from '../../definitionFiles/schemaProblems.ts';
import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import type { Answers, FormState, TenantBundle } from '../../definition/types.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import { createAjv } from '../../validation/createAjv.ts';
import { validateAnswers } from '../../validation/validateAnswers.ts';
import type { AnswersValidator } from '../../validation/validationTypes.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import { lineColumnAt, nodeAtPointer } from '../json/jsonPositions.ts';
import { problemOffset } from '../rules/definitionSchemas.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import { answerCodeRules } from '../../validation/answerCodesSchema.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { staleExampleCodes } from './staleExampleCodes.ts';

/** The folder of a tenant that holds its examples. */
export const examplesFolder = 'examples/';

interface AnswerSet {
  answers?: Answers;
  tabs?: Record<string, string>;
  addAnother?: Record<string, number>;
}

interface Example extends AnswerSet {
  name: string;
  page?: string;
  expect: 'no errors' | Record<string, string[]>;
}

/** One file of examples (form-core/schema/examples.schema.json). */
export interface ExamplesFile {
  today?: string;
  base?: AnswerSet;
  examples: Example[];
}

// Compiled on first use: importing the loader (the server imports it) must not build a validator.
let shapeValidator: ValidateFunction<ExamplesFile> | undefined;
const validateShape = (): ValidateFunction<ExamplesFile> =>
  (shapeValidator ??= createAjv({ verbose: true }).compile<ExamplesFile>(examplesSchema));

/** "Today" of an examples file: its `today` at noon, local time (the date rules count whole days). */
function dayOf(today: string | undefined): Date | undefined {
  if (today === undefined) return undefined;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, 12);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

const show = (messages: readonly string[] | undefined) =>
  messages === undefined || messages.length === 0 ? 'no message' : messages.map((m) => JSON.stringify(m)).join(', ');

/**
 * Each example of the tenant's `examples/*.json` files run through the
 * tenant's compiled validator as the server runs it at submission (answers
 * normalized by the data model, hidden questions' rules dropped, tabs and
 * add-another counts applied), its messages compared with the ones expected.
 * A difference is reported at the example's expectation for that key (or
 * at its `expect` when a message was not expected), in words: which key,
 * which messages were expected, which the validator gives. A coded answer
 * that is none of its question's current codes (an option renamed since the
 * example was written) is reported at that answer (`example-code`), and the
 * example's messages are then not compared: the stale code is the reason.
 */
export function runTenantExamples(
  files: readonly JsonSourceFile[],
  bundle: TenantBundle,
  validator: AnswersValidator,
  widgets?: WidgetSpecs,
): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const index = indexDefinitions(bundle.pages, widgets);
  const codeRules = answerCodeRules(bundle, widgets);
  const keysOfPage = new Map<string, Set<string>>();
  for (const node of index.questions.map((i) => index.nodes[i]!)) {
    const keys = keysOfPage.get(node.pageId) ?? new Set<string>();
    for (const key of node.answerKeys ?? []) keys.add(key);
    keysOfPage.set(node.pageId, keys);
  }
  for (const [pageId, keys] of Object.entries(bundle.errorSummary?.pages ?? {})) {
    for (const key of Array.isArray(keys) ? keys : []) keysOfPage.get(pageId)?.add(key);
  }
  const model = bundle.dataModel?.keys ?? {};

  for (const file of files) {
    const at = (pointer: string, rule: string, message: string, atName = false) =>
      problems.push({
        file: file.path,
        ...lineColumnAt(file.text, (atName && nameOffset(file, pointer)) || problemOffset(file, pointer, message)),
        rule,
        message,
      });
    if (file.syntaxErrors.length > 0) continue;
    const validate = validateShape();
    if (!validate(file.value)) {
      for (const problem of schemaProblems(validate.errors ?? [], examplesSchema)) {
        at(problem.path, 'example-format', problem.message);
      }
      continue;
    }
    const content = file.value as ExamplesFile;
    const now = dayOf(content.today);
    if (content.today !== undefined && !now) {
      at(
        '/today',
        'example-format',
        `"today" ${JSON.stringify(content.today)} is not a real date; write YYYY-MM-DD, e.g. 2026-06-15`,
      );
      continue;
    }
    const unknownKeys = (answers: Answers | undefined, pointer: string) => {
      for (const key of Object.keys(answers ?? {})) {
        if (Object.hasOwn(model, key)) continue;
        at(
          `${pointer}/${pointerSegment(key)}`,
          'example-format',
          `"${key}" is not an answer key of the data model`,
          true,
        );
      }
    };
    unknownKeys(content.base?.answers, '/base/answers');
    const staleCodes = (own: Answers | undefined, state: Answers, pointer: string): number => {
      const stale = staleExampleCodes(own, state, codeRules);
      for (const { key, message } of stale) at(`${pointer}/${pointerSegment(key)}`, 'example-code', message);
      return stale.length;
    };
    const staleBase = staleCodes(content.base?.answers, content.base?.answers ?? {}, '/base/answers');

    content.examples.forEach((example, e) => {
      const pointer = `/examples/${e}`;
      unknownKeys(example.answers, `${pointer}/answers`);
      if (example.page !== undefined && !keysOfPage.has(example.page)) {
        at(
          `${pointer}/page`,
          'example-format',
          `"${example.page}" is not a page id (pages: ${[...keysOfPage.keys()].join(', ')})`,
        );
        return;
      }
      const state: FormState = {
        answers: { ...content.base?.answers, ...example.answers },
        tabs: { ...content.base?.tabs, ...example.tabs },
        addAnother: { ...content.base?.addAnother, ...example.addAnother },
      };
      if (staleCodes(example.answers, state.answers, `${pointer}/answers`) > 0 || staleBase > 0) return;
      let errors: ValidationErrors = validateAnswers({
        validator,
        pages: bundle.pages,
        state,
        dataModel: bundle.dataModel,
        context: {
          optionLists: bundle.config.optionLists,
          dateWindows: bundle.config.dateWindows,
          ...(now ? { now } : {}),
        },
        log: () => {},
      });
      const onPage = example.page === undefined ? undefined : keysOfPage.get(example.page);
      if (onPage) errors = Object.fromEntries(Object.entries(errors).filter(([key]) => onPage.has(key)));
      const expected = example.expect === 'no errors' ? {} : example.expect;
      const name = `Example "${example.name}"`;
      for (const [key, messages] of Object.entries(expected)) {
        const actual = errors[key];
        if (JSON.stringify(actual ?? []) === JSON.stringify(messages)) continue;
        at(
          `${pointer}/expect/${pointerSegment(key)}`,
          'example-mismatch',
          `${name}: "${key}" should get ${show(messages)}, but the validator gives ${show(actual)}`,
        );
      }
      for (const [key, actual] of Object.entries(errors)) {
        if (Object.hasOwn(expected, key)) continue;
        at(
          `${pointer}/expect`,
          'example-mismatch',
          `${name}: "${key}" gets ${show(actual)}, which the example does not expect (add it to "expect", or fix the answers or the rule)`,
        );
      }
    });
  }
  return problems;
}

/** Where the name of the property a pointer names starts (undefined when there is none). */
function nameOffset(file: JsonSourceFile, pointer: string): number | undefined {
  if (!file.tree) return undefined;
  const { node, exact } = nodeAtPointer(file.tree, pointer);
  const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return exact && name ? name.offset : undefined;
}
