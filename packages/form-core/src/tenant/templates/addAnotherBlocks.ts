import { collectDefinitionKeys } from '../../definition/collectDefinitionKeys.ts';
import type { PageDefinition } from '../../definition/types.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { instanceKey } from '../../definition/instanceKey.ts';

/** An add-another block of the pages, as a `{n}` template of the other files sees it. */
export interface AddAnotherBlock {
  id: string;
  /** How many instances a template expands to: the block's `max`. */
  instances: number;
}

/** Finds the add-another block whose questions write a `{n}` key. */
export interface AddAnotherBlocks {
  /** The block whose first instance writes the key `{n}` names there (`hs{n}_name` -> `hs_name`). */
  blockOf(templateKey: string): AddAnotherBlock | undefined;
  /** The ids of every block, for messages. */
  ids: string[];
}

/**
 * The add-another blocks of the pages with the keys their first instance
 * writes (questions, `_desc` labels, widget companions). A `{n}` key belongs
 * to the block that writes it with `{n}` removed. Undefined when the pages
 * cannot be walked (their shape is wrong: the definition schema says how).
 */
export function addAnotherBlocks(pages: PageDefinition[], widgets: WidgetSpecs): AddAnotherBlocks | undefined {
  let keys: ReturnType<typeof collectDefinitionKeys>;
  try {
    keys = collectDefinitionKeys(pages, widgets);
  } catch {
    return undefined;
  }
  const owners = new Map<string, AddAnotherBlock>();
  const blocks = new Map<string, AddAnotherBlock>();
  for (const key of keys) {
    if (!key.instanceOf) continue;
    const { addAnotherId, n } = key.instanceOf;
    let block = blocks.get(addAnotherId);
    if (!block) {
      block = { id: addAnotherId, instances: 0 };
      blocks.set(addAnotherId, block);
    }
    block.instances = Math.max(block.instances, n);
    if (n === 1 && !owners.has(key.key)) owners.set(key.key, block);
  }
  return {
    blockOf: (templateKey) => (templateKey.includes('{n}') ? owners.get(instanceKey(templateKey, 1)) : undefined),
    ids: [...blocks.keys()],
  };
}
