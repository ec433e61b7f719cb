import { instanceKey, instanceLabel } from '../../definition/instanceKey.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { AddAnotherBlock, AddAnotherBlocks } from './addAnotherBlocks.ts';
import { templateMessages, templateProblem, templateRules } from './templateProblems.ts';

/** A file with its `{n}` templates expanded, and where each of its values was written. */
export interface ExpandedFile {
  value: unknown;
  /** JSON pointer in the expanded value -> JSON pointer in the file as written. */
  origins: Map<string, string>;
}

/** A `{n}` key written in a template: a property name, or a text in a list. */
interface TemplateKey {
  key: string;
  pointer: string;
  atName: boolean;
}

const hasN = (text: string): boolean => text.includes('{n}');

/**
 * Expands the `{n}` templates of a data-model, schema or error-summary file
 * once for every instance of the add-another block that asks their keys:
 *
 * - a property whose name holds `{n}` (a data-model key, a rule's property)
 *   becomes one property per instance;
 * - an entry of a list that names such a key (an error-summary key, a
 *   `required` entry, an `allOf` rule) becomes one entry per instance.
 *
 * Consecutive templates of the same block expand instance by instance (the
 * keys of block 1, then those of block 2), in the place they are written. In
 * the copy for instance n, `{n}` becomes the instance's key suffix (`""`,
 * `_2`, ...) and `{i}` its number, in every name and text. `{n}` anywhere else
 * is reported, as is a template no block asks and an explicit key that an
 * expanded one repeats (the explicit one is kept).
 */
export function expandTemplateFile(
  file: JsonSourceFile,
  blocks: AddAnotherBlocks,
  problems: TenantProblem[],
): ExpandedFile {
  const origins = new Map<string, string>();

  const blockFor = (keys: TemplateKey[], report: boolean): AddAnotherBlock | undefined => {
    let found: { block: AddAnotherBlock; key: string } | undefined;
    for (const key of keys) {
      const block = blocks.blockOf(key.key);
      if (!block) {
        if (report) {
          const message = templateMessages.noBlock(key.key, blocks.ids);
          problems.push(templateProblem(file, key.pointer, key.atName, templateRules.block, message));
        }
        return undefined;
      }
      if (found && found.block !== block) {
        if (report) {
          const message = templateMessages.twoBlocks(found.key, found.block.id, key.key, block.id);
          problems.push(templateProblem(file, key.pointer, key.atName, templateRules.block, message));
        }
        return undefined;
      }
      found ??= { block, key: key.key };
    }
    return found?.block;
  };

  // `{n}` in a text of a template (a message, a pattern) is reported once, not once per instance; a description
  // or a comment may name the instance's keys with it.
  const misplaced = new Set<string>();
  const namesKeys = (name: string | undefined) => name === undefined || name === '$comment' || name === 'description';
  const substitute = (value: unknown, n: number, source: string, out: string, name?: string): unknown => {
    origins.set(out, source);
    if (typeof value === 'string') {
      if (!namesKeys(name) && hasN(value) && !misplaced.has(source)) {
        misplaced.add(source);
        problems.push(templateProblem(file, source, false, templateRules.placement, templateMessages.placement(value)));
      }
      return instanceLabel(instanceKey(value, n), n);
    }
    if (Array.isArray(value)) {
      return value.map((entry, i) => substitute(entry, n, `${source}/${i}`, `${out}/${i}`));
    }
    if (!isObject(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) {
      const expandedName = instanceKey(name, n);
      const at = `${source}/${pointerSegment(name)}`;
      define(result, expandedName, substitute(entry, n, at, `${out}/${pointerSegment(expandedName)}`, name));
    }
    return result;
  };

  const walkArray = (list: unknown[], source: string, out: string): unknown[] => {
    // Keys written out in the list (an error-summary page, a required list): an expanded one must not repeat them.
    const explicit = new Map<string, number>();
    list.forEach((entry, i) => {
      if (typeof entry === 'string' && !hasN(entry) && !explicit.has(entry)) explicit.set(entry, i);
    });
    const collided = new Set<string>();
    const result: unknown[] = [];
    let i = 0;
    while (i < list.length) {
      const keys = templateKeysIn(list[i], `${source}/${i}`);
      if (keys.length === 0) {
        result.push(walk(list[i], `${source}/${i}`, `${out}/${result.length}`, undefined));
        i += 1;
        continue;
      }
      const block = blockFor(keys, true);
      let end = i + 1;
      while (block && end < list.length) {
        const next = templateKeysIn(list[end], `${source}/${end}`);
        if (next.length === 0 || blockFor(next, false) !== block) break;
        end += 1;
      }
      for (let n = 1; block && n <= block.instances; n += 1) {
        for (let k = i; k < end; k += 1) {
          const entry = list[k];
          const key = typeof entry === 'string' ? instanceKey(entry, n) : undefined;
          const at = key === undefined ? undefined : explicit.get(key);
          if (key !== undefined && at !== undefined) {
            if (!collided.has(key)) {
              const message = templateMessages.collision(key, entry as string, block.id, n);
              problems.push(templateProblem(file, `${source}/${at}`, false, templateRules.collision, message));
              collided.add(key);
            }
            continue;
          }
          result.push(substitute(entry, n, `${source}/${k}`, `${out}/${result.length}`));
        }
      }
      i = end;
    }
    return result;
  };

  const walkObject = (value: Record<string, unknown>, source: string, out: string): Record<string, unknown> => {
    const entries = Object.entries(value);
    const explicit = new Set(entries.map(([name]) => name).filter((name) => !hasN(name)));
    const collided = new Set<string>();
    const result: Record<string, unknown> = {};
    const at = (name: string) => `${source}/${pointerSegment(name)}`;
    let i = 0;
    while (i < entries.length) {
      const [name, entry] = entries[i]!;
      if (!hasN(name)) {
        define(result, name, walk(entry, at(name), `${out}/${pointerSegment(name)}`, name));
        i += 1;
        continue;
      }
      const keysOf = ([key, child]: [string, unknown]): TemplateKey[] => [
        { key, pointer: at(key), atName: true },
        ...templateKeysIn(child, at(key)),
      ];
      const block = blockFor(keysOf(entries[i]!), true);
      let end = i + 1;
      while (
        block &&
        end < entries.length &&
        hasN(entries[end]![0]) &&
        blockFor(keysOf(entries[end]!), false) === block
      ) {
        end += 1;
      }
      for (let n = 1; block && n <= block.instances; n += 1) {
        for (const [template, child] of entries.slice(i, end)) {
          const key = instanceKey(template, n);
          if (explicit.has(key)) {
            if (!collided.has(key)) {
              const message = templateMessages.collision(key, template, block.id, n);
              problems.push(templateProblem(file, at(key), true, templateRules.collision, message));
              collided.add(key);
            }
            continue;
          }
          define(result, key, substitute(child, n, at(template), `${out}/${pointerSegment(key)}`));
        }
      }
      i = end;
    }
    return result;
  };

  const walk = (value: unknown, source: string, out: string, name: string | undefined): unknown => {
    origins.set(out, source);
    if (typeof value === 'string') {
      // A comment may explain the templates in words.
      if (hasN(value) && name !== '$comment') {
        problems.push(templateProblem(file, source, false, templateRules.placement, templateMessages.placement(value)));
      }
      return value;
    }
    if (Array.isArray(value)) return walkArray(value, source, out);
    if (isObject(value)) return walkObject(value, source, out);
    return value;
  };

  return { value: walk(file.value, '', '', undefined), origins };
}

/**
 * The `{n}` keys a value names: property names and texts in lists (the places
 * keys are written); a text that is a property's value (a message) is not a key.
 */
function templateKeysIn(value: unknown, pointer: string): TemplateKey[] {
  if (typeof value === 'string') return hasN(value) ? [{ key: value, pointer, atName: false }] : [];
  if (Array.isArray(value)) return value.flatMap((entry, i) => templateKeysIn(entry, `${pointer}/${i}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, child]) => {
    const at = `${pointer}/${pointerSegment(name)}`;
    const own = hasN(name) ? [{ key: name, pointer: at, atName: true }] : [];
    return [...own, ...(typeof child === 'string' ? [] : templateKeysIn(child, at))];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A key named "__proto__" must stay a plain property (as the JSON parser keeps it).
function define(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}
