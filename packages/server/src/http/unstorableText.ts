/** NUL, or a UTF-16 surrogate without its other half: PostgreSQL text and jsonb cannot hold either. */
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether any string in a parsed JSON value (keys included) contains text
 * the database cannot store. Walks with an explicit stack: a body nested
 * thousands of levels deep cannot overflow the call stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (unstorable.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
