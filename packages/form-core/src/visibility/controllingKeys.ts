import { conditionKeys } from '../conditions/conditionKeys.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { DefinitionIndex } from '../definition/indexDefinitions.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import type {
  ContentDefinition,
  GroupDefinition,
  PageDefinition,
  QuestionDefinition,
  SwitchDefinition,
} from '../definition/types.ts';

const cache = new WeakMap<DefinitionIndex, Set<string>>();

/**
 * The answer keys computeVisibility reads: the keys of every condition (of a
 * section, question, content, group, tab group, add-another group or switch
 * case), the question of an `after` (a checkbox, a button) or of a `reveal` (a
 * radio), and what a widget's own rule reads (the control key of a
 * conditional select with per-value options). A change to any other answer
 * cannot change visibility. Computed once per definition set.
 */
export function controllingKeys(pages: PageDefinition[], widgets?: WidgetSpecs): Set<string> {
  const index = indexDefinitions(pages, widgets);
  const cached = cache.get(index);
  if (cached) return cached;
  const keys = new Set<string>();
  const addCondition = (spec: Parameters<typeof conditionKeys>[0]): void => {
    for (const key of conditionKeys(spec)) keys.add(key);
  };
  for (const node of index.nodes) {
    switch (node.kind) {
      case 'section':
        addCondition(node.section?.condition);
        break;
      case 'question': {
        const question = node.item as QuestionDefinition;
        addCondition(question.condition);
        for (const key of node.spec?.showsReads?.(question) ?? []) keys.add(key);
        break;
      }
      case 'content':
        addCondition((node.item as ContentDefinition).condition);
        break;
      case 'group':
      case 'tabs':
      case 'addAnother':
        addCondition((node.item as GroupDefinition).condition);
        break;
      case 'switch':
        for (const c of (node.item as SwitchDefinition).cases) addCondition(c.condition);
        break;
      case 'after':
      case 'reveal':
        keys.add((index.nodes[node.parent]!.item as QuestionDefinition).key);
        break;
      default:
        break;
    }
  }
  cache.set(index, keys);
  return keys;
}
