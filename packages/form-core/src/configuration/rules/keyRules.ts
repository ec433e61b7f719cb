import { conditionKeys } from '../../conditions/conditionKeys.ts';
import { descKey } from '../../definition/answerKeys.ts';
import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import type { DefinitionNode } from '../../definition/indexDefinitions.ts';
import type { ConditionSpec, QuestionDefinition, TabGroupDefinition, TenantBundle } from '../../definition/types.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { bundleFiles, notInDataModel } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { didYouMean } from './closestWord.ts';

/**
 * Every key the pages write or read (answer keys, `_desc` companions,
 * condition keys, keys a widget reads such as a controlling answer, tab
 * clearKeys) must be in the data model, and each key typed as its widget
 * stores it: checkbox-like keys booleans, uploads documents.
 */
export function checkPageKeys(bundle: TenantBundle, widgets: WidgetSpecs): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  const has = (key: string): boolean => Object.hasOwn(model, key);
  const index = indexDefinitions(bundle.pages, widgets);
  // A misspelt key is most often a letter or two off a data-model key: name the one it likely means.
  // A key some page asks is not misspelt (the data model lacks it), nor one that differs from
  // the suggestion only in its digits (another block of an add-another group).
  const asked = new Set(index.nodes.flatMap((node) => node.answerKeys ?? []));
  const digitless = (key: string) => key.replace(/\d+/g, '#');
  const suggestion = (key: string): string => {
    if (asked.has(key)) return '';
    return didYouMean(
      key,
      Object.keys(model).filter((candidate) => digitless(candidate) !== digitless(key)),
    );
  };

  for (const node of index.nodes) {
    const file = files.page(node.pageIndex);
    const where = `on page "${node.pageId}"`;
    const conditionIssue = (spec: ConditionSpec | undefined, pointer: string): void => {
      for (const key of conditionKeys(spec)) {
        if (has(key)) continue;
        issues.push({
          rule: 'condition-unknown-key',
          message: `A condition ${where} reads key "${key}", which is ${notInDataModel}${suggestion(key)}`,
          file,
          pointer,
        });
      }
    };

    if (node.kind === 'section') conditionIssue(node.section?.condition, `${node.pointer}/condition`);
    if (node.kind === 'switch' && node.item && 'cases' in node.item) {
      node.item.cases.forEach((c, i) => conditionIssue(c.condition, `${node.pointer}/cases/${i}/condition`));
    }
    if (!node.item) continue;
    if ('condition' in node.item) conditionIssue(node.item.condition, `${node.pointer}/condition`);

    if (node.kind === 'tabs') {
      const group = node.item as TabGroupDefinition;
      (group.clearKeys ?? []).forEach((key, i) => {
        if (has(key)) return;
        issues.push({
          rule: 'unknown-key',
          message: `Tab group "${group.id}" clears key "${key}", which is ${notInDataModel}${suggestion(key)}`,
          file,
          pointer: `${node.pointer}/clearKeys/${i}`,
        });
      });
    }
    if (node.kind !== 'question') continue;

    const question = node.item as QuestionDefinition;
    for (const key of node.spec?.readKeys?.(question) ?? []) {
      if (has(key)) continue;
      issues.push({
        rule: 'condition-unknown-key',
        message: `Question "${question.key}" (widget ${question.widget}) reads key "${key}", which is ${notInDataModel}${suggestion(key)}`,
        file,
        pointer: node.pointer,
      });
    }
    const codedKeys = new Map(
      (node.parts ?? []).filter((part) => part.coded).map((part) => [descKey(part.key), part.key]),
    );
    for (const key of node.answerKeys ?? []) {
      if (has(key)) continue;
      const labelled = codedKeys.get(key);
      issues.push({
        rule: labelled === undefined ? 'unknown-key' : 'missing-desc-key',
        message:
          labelled === undefined
            ? `Key "${key}" of question "${question.key}" ${where} is ${notInDataModel}`
            : `Question "${question.key}" ${where} stores the label of "${labelled}" in "${key}", which is ${notInDataModel}`,
        file,
        pointer: node.pointer,
      });
    }
    issues.push(...typeIssues(node, model, file));
  }
  return issues;
}

const expectedType = { boolean: 'boolean', document: 'document' } as const;

/** Each part typed as its widget stores it: booleans and documents exactly; text never as a document. */
function typeIssues(
  node: DefinitionNode,
  model: TenantBundle['dataModel']['keys'],
  file: string,
): ConfigurationIssue[] {
  const question = node.item as QuestionDefinition;
  const issues: ConfigurationIssue[] = [];
  for (const part of node.parts ?? []) {
    const type = model[part.key]?.type;
    if (type === undefined) continue;
    const mismatch = (message: string) =>
      issues.push({ rule: 'key-type-mismatch', message, file, pointer: node.pointer });
    if (part.type === 'string' && type === 'document') {
      mismatch(
        `Key "${part.key}" is typed "document" but widget ${question.widget} stores text in it, not a file upload`,
      );
    } else if (part.type === 'boolean' && type !== expectedType.boolean) {
      mismatch(
        `Key "${part.key}" holds a checkbox answer (widget ${question.widget}) but the data model types it "${type}", not "boolean"`,
      );
    } else if (part.type === 'document' && type !== expectedType.document) {
      mismatch(`Key "${part.key}" is a file upload but the data model types it "${type}", not "document"`);
    }
  }
  return issues;
}
