/**
 * The definition format before widgets had an `options` object kept widget
 * settings as question fields. This moves them, for pages written that way.
 */

type Json = unknown;
type JsonObject = Record<string, Json>;

/** Old question field -> its name in `options` (per widget where it differs). */
function optionName(widget: string, field: string): string | undefined {
  switch (field) {
    case 'options':
      return 'choices';
    case 'optionList':
      return widget === 'monthYear' ? 'years' : 'optionList';
    case 'keyLabels':
      return 'labels';
    case 'maxLength':
    case 'characterLimit':
    case 'inputType':
    case 'format':
    case 'placeholder':
    case 'keys':
    case 'controlKey':
    case 'optionsByValue':
    case 'checks':
    case 'category':
    case 'accept':
      return field;
    default:
      return undefined;
  }
}

/** Fields that no longer exist: every coded answer stores its `_desc`. */
const droppedFields = new Set(['storeDesc']);

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A question in the current format: widget settings moved into `options`
 * (placed where the first of them was), in the order they were written.
 * An already migrated question (an `options` object) is returned unchanged.
 */
export function migrateQuestion(question: JsonObject): JsonObject {
  if (isObject(question.options)) return question;
  const widget = typeof question.widget === 'string' ? question.widget : '';
  const options: JsonObject = {};
  const result: JsonObject = {};
  let placed = false;
  for (const [field, value] of Object.entries(question)) {
    if (droppedFields.has(field)) continue;
    const name = optionName(widget, field);
    if (name === undefined) {
      result[field] = value;
      continue;
    }
    options[name] = value;
    if (!placed) {
      result.options = options;
      placed = true;
    }
  }
  return result;
}

/** Every question of a page (or any JSON value holding items), migrated, at any depth. */
export function migrateItems(value: Json): Json {
  if (Array.isArray(value)) return value.map(migrateItems);
  if (!isObject(value)) return value;
  const migrated: JsonObject = {};
  for (const [field, child] of Object.entries(value)) {
    // A question's options are settings, not items; everything else may hold items.
    migrated[field] = field === 'options' || field === 'optionsByValue' ? child : migrateItems(child);
  }
  const isQuestion = typeof migrated.widget === 'string' && typeof migrated.key === 'string' && !('kind' in migrated);
  return isQuestion ? migrateQuestion(migrated) : migrated;
}
