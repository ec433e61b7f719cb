import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaPatterns } from '../../configuration/rules/schemaPatterns.ts';
import { UnsupportedPatternError } from './jsPatternToRe2.ts';
import { linearPattern } from './linearPattern.ts';

const repoRoot = resolve(import.meta.dirname, '../../../../..');

/** Every pattern of every validation schema under `tenantsDir`. */
function tenantPatterns(tenantsDir: string): string[] {
  const found = new Set<string>();
  for (const tenant of readdirSync(tenantsDir)) {
    const schemaDir = join(tenantsDir, tenant, 'schema');
    for (const file of readdirSync(schemaDir)) {
      const schema: unknown = JSON.parse(readFileSync(join(schemaDir, file), 'utf8'));
      for (const { pattern } of schemaPatterns(schema)) found.add(pattern);
    }
  }
  return [...found];
}

// Texts on which JavaScript's and RE2's readings of \s, \d, \w and "." differ, and ordinary answers.
const texts = [
  '',
  'a',
  'Ada Lovelace',
  'a\u00a0b',
  'a\u2028b',
  '\r\r\r\r\r',
  '\v',
  '1\t2',
  '(212) 555-0123',
  '(112) 555-0123',
  '12345',
  '12345-6789',
  '3.5',
  '123.4',
  '800',
  '650',
  '+44 20 7946 0958',
  'ada@example.org',
  'ada@example',
  'ada\u00a0@example.org',
  'über',
  '😀😀😀😀😀',
  '١٢٣',
];

describe('jsPatternToRe2 / linearPattern', () => {
  const patterns = [
    ...tenantPatterns(join(repoRoot, 'tenants')),
    ...tenantPatterns(join(repoRoot, 'scripts/configLint/__tests__/fixtures/tenants')),
    '\\s',
    '\\S',
    '^.{5,}$',
    '[^\\s@]',
    '\\bword\\b',
    '^\\p{L}+$',
    '^\\P{Lu}*$',
    '^\\p{Script=Latin}+$',
    '^[]$',
    '^[^]+$',
    '^\\D\\W$',
    '^(?<year>\\d{4})-\\d{2}$',
    '^a{2,3}?$',
    '^\\u{1F600}+$',
  ];

  it('matches every text exactly as JavaScript does, for every tenant pattern and the escapes the engines read apart', () => {
    expect(patterns.length).toBeGreaterThan(25);
    for (const pattern of patterns) {
      const native = new RegExp(pattern, 'u');
      const linear = linearPattern(pattern, 'u');
      for (const text of texts) {
        expect({ pattern, text, matches: linear.test(text) }).toEqual({ pattern, text, matches: native.test(text) });
      }
    }
  });

  it('compiles a pattern once however often a schema repeats it, and keeps a bounded number', () => {
    expect(linearPattern('^[0-9]+$', 'u')).toBe(linearPattern('^[0-9]+$', 'u'));
    const first = linearPattern('^first$', 'u');
    for (let i = 0; i < 300; i++) linearPattern(`^${i}$`, 'u');
    expect(linearPattern('^first$', 'u')).not.toBe(first);
    expect(linearPattern('^first$', 'u').test('first')).toBe(true);
  });

  it('refuses, in words, what the linear engine cannot run', () => {
    const refusal = (pattern: string) => {
      try {
        linearPattern(pattern, 'u');
        return undefined;
      } catch (error) {
        expect(error).toBeInstanceOf(UnsupportedPatternError);
        return (error as Error).message;
      }
    };
    expect(refusal('^(?<!x)\\d+$')).toMatch(/^it uses a lookbehind \(\?<!\.\.\.\)/);
    expect(refusal('^(?=.*\\d).{8,}$')).toMatch(/^it uses a lookahead \(\?=\.\.\.\).*"allOf"/);
    expect(refusal('^(a)\\1$')).toMatch(/^it uses \\1, a reference back/);
    expect(refusal('^\\p{Alphabetic}$')).toMatch(/^it uses the Unicode property \\p\{Alphabetic\}/);
    expect(refusal('^a{1001}$')).toMatch(/more than 1000 times/);
    expect(refusal('^a{1000}$')).toBeUndefined();
  });
});
