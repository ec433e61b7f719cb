import type { ConditionSpec } from '../definition/types.ts';

/** The answer keys a condition reads, each once, in order of appearance. */
export function conditionKeys(spec: ConditionSpec | undefined): string[] {
  const keys: string[] = [];
  const visit = (node: ConditionSpec): void => {
    if ('all' in node) node.all.forEach(visit);
    else if ('any' in node) node.any.forEach(visit);
    else if ('not' in node) visit(node.not);
    else if (!keys.includes(node.valueKey)) keys.push(node.valueKey);
  };
  if (spec !== undefined) visit(spec);
  return keys;
}
