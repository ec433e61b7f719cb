import { describe, expect, it } from 'vitest';
import { normalizeAlias, normalizeSearchText, searchWords } from './normalizeSearchText.ts';

describe('search text', () => {
  it('strips accents, folds case and keeps letters and digits', () => {
    expect(normalizeSearchText('Universidade de São Paulo')).toBe('universidade de sao paulo');
    expect(normalizeSearchText('ÉCOLE Polytechnique Fédérale')).toBe('ecole polytechnique federale');
    expect(normalizeSearchText('Texas A&M University-Commerce')).toBe('texas a m university commerce');
    expect(normalizeSearchText('Technische Universität München')).toBe('technische universitat munchen');
    expect(normalizeSearchText('Straße Łódź Ørsted')).toBe('strasse lodz orsted');
  });

  it('drops apostrophes inside words', () => {
    expect(normalizeSearchText("Saint Mary's College")).toBe('saint marys college');
  });

  it('keeps non-Latin scripts searchable', () => {
    expect(searchWords('Московский университет')).toEqual(['московскии', 'университет']);
  });

  it('lists distinct words', () => {
    expect(searchWords('  New   York, New York ')).toEqual(['new', 'york']);
    expect(searchWords('---')).toEqual([]);
  });

  it('reads dotted aliases as one word', () => {
    expect(normalizeAlias('M.I.T.')).toBe('mit');
  });
});
