import { conditionKeys } from '../../conditions/conditionKeys.ts';
import { booleanAnswerKeys, descKey, storesDesc } from '../../definition/answerKeys.ts';
import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import type { ConditionSpec, QuestionDefinition, TabGroupDefinition, TenantBundle } from '../../definition/types.ts';
import { bundleFiles, notInDataModel } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

/**
 * Every key the pages write or read (answer keys, `_desc` companions,
 * condition keys, controlKeys, tab clearKeys) must be in the data model, and
 * checkbox-like keys must be booleans, upload keys documents.
 */
export function checkPageKeys(bundle: TenantBundle): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  const has = (key: string): boolean => Object.hasOwn(model, key);
  const index = indexDefinitions(bundle.pages);

  for (const node of index.nodes) {
    const file = files.page(node.pageIndex);
    const where = `on page "${node.pageId}"`;
    const conditionIssue = (spec: ConditionSpec | undefined, pointer: string): void => {
      for (const key of conditionKeys(spec)) {
        if (has(key)) continue;
        issues.push({
          rule: 'condition-unknown-key',
          message: `A condition ${where} reads key "${key}", which is ${notInDataModel}`,
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
          message: `Tab group "${group.id}" clears key "${key}", which is ${notInDataModel}`,
          file,
          pointer: `${node.pointer}/clearKeys/${i}`,
        });
      });
    }
    if (node.kind !== 'question') continue;

    const question = node.item as QuestionDefinition;
    if (question.controlKey !== undefined && !has(question.controlKey)) {
      issues.push({
        rule: 'condition-unknown-key',
        message: `Conditional select "${question.key}" is controlled by "${question.controlKey}", which is ${notInDataModel}`,
        file,
        pointer: `${node.pointer}/controlKey`,
      });
    }
    for (const key of node.answerKeys ?? []) {
      if (has(key)) continue;
      const isDesc = storesDesc(question) && key === descKey(question.key);
      issues.push({
        rule: isDesc ? 'missing-desc-key' : 'unknown-key',
        message: isDesc
          ? `Question "${question.key}" ${where} stores its label in "${key}", which is ${notInDataModel}`
          : `Key "${key}" of question "${question.key}" ${where} is ${notInDataModel}`,
        file,
        pointer: node.pointer,
      });
    }
    issues.push(...typeIssues(question, model, file, node.pointer));
  }
  return issues;
}

function typeIssues(
  question: QuestionDefinition,
  model: TenantBundle['dataModel']['keys'],
  file: string,
  pointer: string,
): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  for (const key of booleanAnswerKeys(question)) {
    const type = model[key]?.type;
    if (type !== undefined && type !== 'boolean') {
      issues.push({
        rule: 'key-type-mismatch',
        message: `Key "${key}" holds a checkbox answer (widget ${question.widget}) but the data model types it "${type}", not "boolean"`,
        file,
        pointer,
      });
    }
  }
  const type = model[question.key]?.type;
  if (question.widget === 'fileUpload' && type !== undefined && type !== 'document') {
    issues.push({
      rule: 'key-type-mismatch',
      message: `Key "${question.key}" is a file upload but the data model types it "${type}", not "document"`,
      file,
      pointer,
    });
  }
  if (question.widget !== 'fileUpload' && type === 'document') {
    issues.push({
      rule: 'key-type-mismatch',
      message: `Key "${question.key}" is typed "document" but its widget is ${question.widget}, not fileUpload`,
      file,
      pointer,
    });
  }
  return issues;
}
