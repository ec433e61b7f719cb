import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import type { TenantBundle } from '../../definition/types.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { schemaKeys } from './schemaKeys.ts';

const leftBehind = 'no page asks it (its question was removed or renamed?): ask it on a page, or remove it here';

/**
 * Every key that connects the files is asked by a question of some page:
 * a validation rule for a key no page asks fails every submission with a
 * message that links nowhere; an error-summary entry or a data-model key no
 * page asks is left behind; an error-summary entry lists its key under the
 * page that asks it (the summary links there). A data-model key the server sets says so
 * (`"setBy": "server"`) and is then not asked by any page.
 * Keys missing from the data model are reported by their own rules.
 */
export function checkAskedKeys(bundle: TenantBundle, widgets: WidgetSpecs): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  const index = indexDefinitions(bundle.pages, widgets);
  const asked = new Map<string, string>();
  for (const node of index.questions.map((i) => index.nodes[i]!)) {
    for (const key of node.answerKeys ?? []) if (!asked.has(key)) asked.set(key, node.pageId);
  }
  const serverSet = (key: string) => model[key]?.setBy === 'server';
  const known = (key: string) => Object.hasOwn(model, key);

  bundle.schemas.forEach((schema, s) => {
    const reported = new Set<string>();
    for (const { key, pointer } of schemaKeys(schema)) {
      if (!known(key) || asked.has(key) || serverSet(key) || reported.has(key)) continue;
      reported.add(key);
      issues.push({
        rule: 'key-not-asked',
        message: `Validation rule for "${key}": ${leftBehind}. Until then every submission fails on it`,
        file: files.schema(s),
        pointer,
      });
    }
  });

  const summaryPages = Object.entries(bundle.errorSummary?.pages ?? {});
  // A key under two pages is error-summary-multiple-pages' finding.
  const listings = new Map<string, number>();
  for (const [, keys] of summaryPages) {
    if (Array.isArray(keys)) for (const key of new Set(keys)) listings.set(key, (listings.get(key) ?? 0) + 1);
  }
  for (const [pageId, keys] of summaryPages) {
    if (!Array.isArray(keys)) continue;
    keys.forEach((key, i) => {
      const askedOn = asked.get(key);
      if (askedOn !== undefined && askedOn !== pageId && listings.get(key) === 1) {
        issues.push({
          rule: 'error-summary-page',
          message:
            `The error summary lists "${key}" on page "${pageId}", but page "${askedOn}" asks it: ` +
            `its link would lead to a page without the question; list it under "${askedOn}" (or leave it out: a message links to its question's page anyway)`,
          file: files.errorSummary,
          pointer: `/pages/${pointerSegment(pageId)}/${i}`,
        });
        return;
      }
      if (!known(key) || asked.has(key) || serverSet(key)) return;
      issues.push({
        rule: 'key-not-asked',
        message: `The error summary lists "${key}" on page "${pageId}", but ${leftBehind}`,
        file: files.errorSummary,
        pointer: `/pages/${pointerSegment(pageId)}/${i}`,
      });
    });
  }

  for (const [key, entry] of Object.entries(model)) {
    const pointer = `/keys/${pointerSegment(key)}`;
    if (entry?.setBy === 'server') {
      const page = asked.get(key);
      if (page !== undefined) {
        issues.push({
          rule: 'key-not-asked',
          message: `Key "${key}" is marked "setBy": "server", but page "${page}" asks it: remove the mark or the question`,
          file: files.dataModel,
          pointer: `${pointer}/setBy`,
        });
      }
      continue;
    }
    if (asked.has(key)) continue;
    issues.push({
      rule: 'key-not-asked',
      message: `Data-model key "${key}": ${leftBehind} (a key the server sets is marked "setBy": "server")`,
      file: files.dataModel,
      pointer,
    });
  }
  return issues;
}
