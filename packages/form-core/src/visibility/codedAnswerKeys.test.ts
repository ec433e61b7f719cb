import { describe, expect, it } from 'vitest';
import { demoPages } from '../__fixtures__/demoPages.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import { codedAnswerKeys } from './codedAnswerKeys.ts';

describe('codedAnswerKeys', () => {
  const coded = codedAnswerKeys(indexDefinitions(demoPages));

  it('holds the answers of selects and radios, which carry a _desc', () => {
    expect(coded.has('gender')).toBe(true);
    expect(coded.has('citizenship')).toBe(true);
    expect(coded.has('mailing_addr_same_as_perm_addr')).toBe(true);
  });

  it('leaves out text answers, which write themselves alone', () => {
    expect(coded.has('first_name')).toBe(false);
    expect(coded.has('mailing_city')).toBe(false);
  });
});
