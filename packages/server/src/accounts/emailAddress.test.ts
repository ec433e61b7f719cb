import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';

describe('email addresses', () => {
  it('normalizes to trimmed lower case', () => {
    expect(normalizeUsername('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const good of ['a@b.co', 'first.last+tag@sub.example.org', "o'brien@example.ie"]) {
      expect(isValidEmail(good), good).toBe(true);
    }
    for (const bad of ['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b..co', `${'x'.repeat(250)}@b.co`]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});
