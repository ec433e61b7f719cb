import { describe, expect, it } from 'vitest';
import { domainAndParents, usZip, webDomain } from './readIpedsColleges.ts';

describe('IPEDS helpers', () => {
  it('restores the leading zeros this copy of the ZIP codes lost', () => {
    expect(usZip('2138')).toBe('02138');
    expect(usZip('2138-0110')).toBe('02138-0110');
    expect(usZip('501')).toBe('00501');
    expect(usZip('35762')).toBe('35762');
    expect(usZip('N/A')).toBe('N/A');
  });

  it('reads the domain of a web address', () => {
    expect(webDomain('www.aamu.edu/')).toBe('aamu.edu');
    expect(webDomain('https://www.uab.edu/path?x')).toBe('uab.edu');
    expect(webDomain('web.mit.edu')).toBe('web.mit.edu');
  });

  it('lists a domain with its parents down to two labels', () => {
    expect(domainAndParents('web.mit.edu')).toEqual(['web.mit.edu', 'mit.edu']);
    expect(domainAndParents('mit.edu')).toEqual(['mit.edu']);
    expect(domainAndParents('edu')).toEqual([]);
  });
});
