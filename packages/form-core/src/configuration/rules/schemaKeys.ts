import { pointerSegment } from '../../definition/walkItems.ts';

export interface SchemaKeyUse {
  key: string;
  /** JSON pointer inside the schema file. */
  pointer: string;
}

type SchemaNode = Record<string, unknown>;

const isObject = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const combinators = ['allOf', 'anyOf', 'oneOf'] as const;
const single = ['not', 'if', 'then', 'else'] as const;

/**
 * The answer keys a validation schema names, at any depth of the answers
 * object: `properties` names, `required` entries, `dependencies` and
 * `dependentRequired`, `errorMessage.properties`/`errorMessage.required`
 * names, and `$data` pointers inside property schemas. It descends through
 * allOf/anyOf/oneOf/not/if/then/else (and dependency schemas) but not into a
 * property's own schema, which describes a value, not the answers object.
 */
export function schemaKeys(schema: unknown, pointer = ''): SchemaKeyUse[] {
  const uses: SchemaKeyUse[] = [];
  if (!isObject(schema)) return uses;
  const add = (key: unknown, at: string): void => {
    if (typeof key === 'string') uses.push({ key, pointer: at });
  };

  if (isObject(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      const at = `${pointer}/properties/${pointerSegment(key)}`;
      add(key, at);
      uses.push(...dataReferences(sub, at));
    }
  }
  if (Array.isArray(schema.required)) schema.required.forEach((key, i) => add(key, `${pointer}/required/${i}`));
  for (const name of ['dependencies', 'dependentRequired', 'dependentSchemas'] as const) {
    const deps = schema[name];
    if (!isObject(deps)) continue;
    for (const [key, value] of Object.entries(deps)) {
      const at = `${pointer}/${name}/${pointerSegment(key)}`;
      add(key, at);
      if (Array.isArray(value)) value.forEach((dep, i) => add(dep, `${at}/${i}`));
      else uses.push(...schemaKeys(value, at));
    }
  }
  if (isObject(schema.errorMessage)) {
    for (const name of ['properties', 'required'] as const) {
      const messages = schema.errorMessage[name];
      if (!isObject(messages)) continue;
      for (const key of Object.keys(messages)) add(key, `${pointer}/errorMessage/${name}/${pointerSegment(key)}`);
    }
  }
  for (const name of combinators) {
    const list = schema[name];
    if (Array.isArray(list)) list.forEach((sub, i) => uses.push(...schemaKeys(sub, `${pointer}/${name}/${i}`)));
  }
  for (const name of single) {
    if (isObject(schema[name])) uses.push(...schemaKeys(schema[name], `${pointer}/${name}`));
  }
  return uses;
}

/** `{"$data": "1/other_key"}` or `{"$data": "/other_key"}` inside a property schema names another answer. */
function dataReferences(schema: unknown, pointer: string): SchemaKeyUse[] {
  const uses: SchemaKeyUse[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((child, i) => visit(child, `${at}/${i}`));
    if (!isObject(node)) return;
    if (typeof node.$data === 'string') {
      const match = /^(?:\d+)?\/([^/#]+)$/.exec(node.$data);
      if (match?.[1]) uses.push({ key: match[1].replaceAll('~1', '/').replaceAll('~0', '~'), pointer: `${at}/$data` });
    }
    for (const [name, child] of Object.entries(node)) visit(child, `${at}/${pointerSegment(name)}`);
  };
  visit(schema, pointer);
  return uses;
}
