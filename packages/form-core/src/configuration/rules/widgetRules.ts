import type { Ajv, ValidateFunction } from 'ajv';
import { isQuestion } from '../../definition/itemKinds.ts';
import type { QuestionDefinition, TenantBundle } from '../../definition/types.ts';
import { walkPage } from '../../definition/walkItems.ts';
import { schemaProblems } from '../../definitionFiles/schemaProblems.ts';
import { builtInOptionListNames, isKnownOptionList } from '../../options/resolveOptions.ts';
import { createAjv } from '../../validation/createAjv.ts';
import type { AuthoredWidgetSpec } from '../../widgets/authoring/WidgetAuthoring.ts';
import type { AuthoredWidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { closestWord } from './closestWord.ts';

const compiled = new WeakMap<AuthoredWidgetSpec, ValidateFunction>();
// One validator instance compiles every widget's options schema: setting one up costs more than the
// compilations themselves (ajv compiles its meta-schema for each instance).
let optionsAjv: Ajv | undefined;

function optionsValidator(spec: AuthoredWidgetSpec): ValidateFunction {
  let validate = compiled.get(spec);
  if (!validate) {
    validate = (optionsAjv ??= createAjv()).compile(spec.optionsSchema);
    compiled.set(spec, validate);
  }
  return validate;
}

/**
 * Per-question widget rules: the widget is registered, its `options` fit the
 * widget's options schema, the option lists it names exist, and `after` /
 * `reveal` content sits only under a widget that reveals it.
 */
export function checkWidgets(bundle: TenantBundle, widgets: AuthoredWidgetSpecs): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const lists = bundle.config?.optionLists ?? {};
  const revealing = (kind: 'after' | 'perValue') =>
    widgets.names().filter((name) => widgets.get(name)?.reveals?.[kind] === true);

  bundle.pages.forEach((page, p) => {
    const file = files.page(p);
    walkPage(page, (item, { pointer }) => {
      if (!isQuestion(item)) return;
      const spec = widgets.get(item.widget);
      if (!spec) {
        issues.push({
          rule: 'unknown-widget',
          message: `Question "${item.key}" uses widget "${item.widget}", which is not in the widget registry (known: ${widgets.names().join(', ')})`,
          file,
          pointer: `${pointer}/widget`,
        });
        return;
      }
      issues.push(...optionIssues(item, spec, file, pointer));
      for (const use of spec.optionLists?.(item) ?? []) {
        if (isKnownOptionList(use.reference.list, lists)) continue;
        issues.push({
          rule: 'unknown-option-list',
          message: `Question "${item.key}" uses option list "${use.reference.list}", which is neither built in nor in tenant.json optionLists${optionListHint(use.reference.list, lists)}`,
          file,
          pointer: `${pointer}${use.pointer}`,
        });
      }
      if (item.after && spec.reveals?.after !== true) {
        issues.push(revealIssue(item, 'after', revealing('after'), file, pointer));
      }
      if (item.reveal && spec.reveals?.perValue !== true) {
        issues.push(revealIssue(item, 'reveal', revealing('perValue'), file, pointer));
      }
    });
  });
  return issues;
}

/** `; did you mean "genders"?`, or the names of every list when none is close. */
function optionListHint(name: string, lists: Record<string, unknown>): string {
  const names = [...Object.keys(lists), ...builtInOptionListNames];
  const close = closestWord(name, names);
  return close === undefined ? ` (the lists: ${names.join(', ')})` : `; did you mean "${close}"?`;
}

function optionIssues(
  question: QuestionDefinition,
  spec: AuthoredWidgetSpec,
  file: string,
  pointer: string,
): ConfigurationIssue[] {
  const validate = optionsValidator(spec);
  if (validate(question.options ?? {})) return [];
  return schemaProblems(validate.errors ?? [], spec.optionsSchema, 'the options').map((problem) => ({
    rule: 'widget-options',
    message: `Question "${question.key}" (widget ${question.widget}), options: ${problem.message}`,
    file,
    pointer: `${pointer}/options${problem.path}`,
  }));
}

function revealIssue(
  question: QuestionDefinition,
  field: 'after' | 'reveal',
  widgetNames: string[],
  file: string,
  pointer: string,
): ConfigurationIssue {
  return {
    rule: 'reveal-not-supported',
    message: `Question "${question.key}" (widget ${question.widget}) has "${field}" items, which only these widgets show: ${widgetNames.join(', ')}`,
    file,
    pointer: `${pointer}/${field}`,
  };
}
