import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './requestId.ts';

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("keeps a proxy's short, safe id", () => {
    expect(requestIdOf(withHeader('lb-7f3a.9_x-1'))).toBe('lb-7f3a.9_x-1');
    expect(requestIdOf(withHeader('a'.repeat(64)))).toBe('a'.repeat(64));
  });

  it('replaces a missing, long, repeated or unsafe id with a random UUID', () => {
    for (const value of [undefined, '', 'a'.repeat(65), 'two words', 'x\ny', '{"a":1}', '<script>', ['a', 'b']]) {
      expect(requestIdOf(withHeader(value))).toMatch(uuid);
    }
    expect(requestIdOf(withHeader(undefined))).not.toBe(requestIdOf(withHeader(undefined)));
  });
});
