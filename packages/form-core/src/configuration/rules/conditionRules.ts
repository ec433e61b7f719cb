import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import { instanceKey } from '../../definition/instanceKey.ts';
import { isAddAnother, isQuestion, isSwitch } from '../../definition/itemKinds.ts';
import type { Condition, ConditionSpec, ConditionTarget, TenantBundle } from '../../definition/types.ts';
import { pointerSegment, walkPage } from '../../definition/walkItems.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { answerCodesOf, codeWithLabel, describeCodes, type AnswerCodes } from './answerCodes.ts';

type Report = (rule: 'condition-shape' | 'condition-value', message: string, pointer: string) => void;

const numericOperators = new Set(['lt', 'lte', 'gt', 'gte']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every single condition of a condition group, with its pointer. */
function leafConditions(
  spec: ConditionSpec,
  pointer: string,
  found: [Condition, string][] = [],
): [Condition, string][] {
  if (!isRecord(spec)) return found;
  if ('all' in spec && Array.isArray(spec.all))
    spec.all.forEach((c, i) => leafConditions(c, `${pointer}/all/${i}`, found));
  else if ('any' in spec && Array.isArray(spec.any))
    spec.any.forEach((c, i) => leafConditions(c, `${pointer}/any/${i}`, found));
  else if ('not' in spec) leafConditions(spec.not, `${pointer}/not`, found);
  else if ('valueKey' in spec) found.push([spec as unknown as Condition, pointer]);
  return found;
}

const show = (target: unknown): string => JSON.stringify(target);

/** Whether the target has the shape its operator needs; reports what to write instead. */
function checkShape(condition: Condition, pointer: string, report: Report): boolean {
  const { operator, valueKey } = condition;
  const hasTarget = Object.hasOwn(condition, 'target');
  const target = condition.target;
  const at = hasTarget ? `${pointer}/target` : `${pointer}/operator`;
  const say = (message: string) => {
    report('condition-shape', `Condition on "${valueKey}": ${message}`, at);
    return false;
  };
  if (operator === 'answered' || operator === 'notAnswered') {
    return hasTarget
      ? say(`"${operator}" takes no target (it only asks whether there is an answer): remove "target"`)
      : true;
  }
  if (!hasTarget) return say(`"${operator}" needs a "target": the value to compare the answer with`);
  if (operator === 'in' || operator === 'notIn') {
    if (!Array.isArray(target)) {
      return say(
        `"${operator}" needs a list of values as its target, in square brackets: write [${show(target)}] for one value`,
      );
    }
    if (target.length === 0) {
      return say(`"${operator}" with an empty list ${operator === 'in' ? 'never' : 'always'} holds: list the values`);
    }
    return true;
  }
  if (Array.isArray(target)) {
    return say(`"${operator}" compares with one value; to compare with a list, use "in" or "notIn"`);
  }
  if (numericOperators.has(operator) && !isNumeric(target)) {
    return say(`"${operator}" compares numbers, so the target must be a number such as 3.5, not ${show(target)}`);
  }
  return true;
}

function isNumeric(target: ConditionTarget | undefined): boolean {
  if (typeof target === 'number') return Number.isFinite(target);
  return typeof target === 'string' && target.trim() !== '' && Number.isFinite(Number(target));
}

/** Each target is a value the controlling answer can hold. */
function checkValues(condition: Condition, pointer: string, codes: AnswerCodes | undefined, report: Report): void {
  if (!codes || codes.kind === 'open') return;
  const { operator, valueKey } = condition;
  if (operator === 'answered' || operator === 'notAnswered') return;
  const question = codes.question === valueKey ? `"${valueKey}"` : `"${valueKey}" (of question "${codes.question}")`;
  if (codes.kind === 'boolean' && numericOperators.has(operator)) {
    report(
      'condition-value',
      `Condition "${operator}" compares numbers, but ${question} is a checkbox: its answer is true (ticked) or false`,
      `${pointer}/operator`,
    );
    return;
  }
  if (numericOperators.has(operator)) return;
  const list = Array.isArray(condition.target);
  const targets = (list ? (condition.target as ConditionTarget[]) : [condition.target as ConditionTarget]).map(
    (target, i): [ConditionTarget, string] => [target, list ? `${pointer}/target/${i}` : `${pointer}/target`],
  );
  for (const [target, at] of targets) {
    if (target === null) continue;
    if (codes.kind === 'boolean') {
      if (typeof target === 'boolean') continue;
      report(
        'condition-value',
        `Condition on ${question}: it is a checkbox, so its answer is true (ticked) or false; ` +
          `write true or false without quotes, not ${show(target)}`,
        at,
      );
      continue;
    }
    if (typeof target === 'boolean') {
      report(
        'condition-value',
        `Condition on ${question}: it holds a code (${describeCodes(codes.options)}), not true or false`,
        at,
      );
      continue;
    }
    const text = String(target);
    if (codes.options.some((option) => option.value === text)) continue;
    report('condition-value', notACodeMessage(`Condition on ${question}: ${show(target)}`, text, codes), at);
  }
}

function notACodeMessage(
  subject: string,
  text: string,
  codes: Extract<AnswerCodes, { kind: 'codes' }>,
  whose = 'its',
): string {
  const byLabel = codeWithLabel(codes.options, text);
  const hint = byLabel
    ? `; "${text}" is the label of the code "${byLabel.value}": compare with the code, write "${byLabel.value}"`
    : '';
  return `${subject} is not one of ${whose} codes (${describeCodes(codes.options)})${hint}`;
}

/**
 * Conditions, radio reveals and a conditional select's `optionsByValue`
 * name values of another answer: each must have the shape its operator needs
 * (`in` a list, `answered` no target, `lt` a number) and each value must be
 * one the controlling answer can hold (a code of its list, true or false for
 * a checkbox). A wrong one would never match, and the questions behind it
 * would never show, their rules silently dropped.
 */
export function checkConditionValues(bundle: TenantBundle, widgets: WidgetSpecs): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const codes = answerCodesOf(indexDefinitions(bundle.pages, widgets), bundle);

  bundle.pages.forEach((page, p) => {
    const file = files.page(p);
    const report: Report = (rule, message, pointer) => issues.push({ rule, message, file, pointer });
    const checkSpec = (spec: ConditionSpec | undefined, pointer: string, inTemplate: boolean) => {
      if (spec === undefined) return;
      for (const [condition, at] of leafConditions(spec, pointer)) {
        if (!checkShape(condition, at, report)) continue;
        const key = inTemplate ? instanceKey(condition.valueKey, 1) : condition.valueKey;
        checkValues(condition, at, codes.get(key), report);
      }
    };
    page.sections.forEach((section, s) => checkSpec(section.condition, `/sections/${s}/condition`, false));
    walkPage(page, (item, { pointer, ancestors }) => {
      const inTemplate = ancestors.some(isAddAnother);
      if ('condition' in item) checkSpec(item.condition, `${pointer}/condition`, inTemplate);
      if (isSwitch(item))
        item.cases.forEach((c, i) => checkSpec(c.condition, `${pointer}/cases/${i}/condition`, inTemplate));
      if (!isQuestion(item)) return;
      const key = (written: string) => (inTemplate ? instanceKey(written, 1) : written);
      const own = codes.get(key(item.key));
      for (const value of Object.keys(item.reveal ?? {})) {
        if (own?.kind !== 'codes' || own.options.some((option) => option.value === value)) continue;
        issues.push({
          rule: 'reveal-value',
          message: notACodeMessage(`Question "${item.key}" reveals items for "${value}", which`, value, own),
          file,
          pointer: `${pointer}/reveal/${pointerSegment(value)}`,
        });
      }
      const options = item.options;
      if (isRecord(options) && typeof options.controlKey === 'string' && isRecord(options.optionsByValue)) {
        const control = codes.get(key(options.controlKey));
        for (const value of Object.keys(options.optionsByValue)) {
          if (control?.kind !== 'codes' || control.options.some((option) => option.value === value)) continue;
          issues.push({
            rule: 'condition-value',
            message: notACodeMessage(
              `Question "${item.key}" has options for the value "${value}", which`,
              value,
              control,
              `the "${options.controlKey}"`,
            ),
            file,
            pointer: `${pointer}/options/optionsByValue/${pointerSegment(value)}`,
          });
        }
      }
    });
  });
  return issues;
}
