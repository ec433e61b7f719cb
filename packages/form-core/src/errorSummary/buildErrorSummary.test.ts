import { describe, expect, it, vi } from 'vitest';
import { demoPages } from '../__fixtures__/demoPages.ts';
import { demoErrorSummary } from '../__fixtures__/demoTenant.ts';
import { buildErrorSummary } from './buildErrorSummary.ts';

describe('buildErrorSummary', () => {
  it('orders by page step, then question order in the page, then message order', () => {
    const summary = buildErrorSummary(
      {
        legal_agree: ['You must agree to the terms.'],
        zip: ['ZIP/Postal Code must be at least 5 characters.'],
        first_name: ['First Name'],
        birth_date: ['A valid date of birth is required.', 'You must be 13 years or older to apply.'],
        sat_math: ['SAT Math must be a score from 200 to 800 in steps of 10.'],
      },
      demoPages,
      demoErrorSummary,
    );
    expect(summary.map((entry) => `${entry.key}: ${entry.message}`)).toEqual([
      'first_name: First Name',
      'birth_date: A valid date of birth is required.',
      'birth_date: You must be 13 years or older to apply.',
      'zip: ZIP/Postal Code must be at least 5 characters.',
      'sat_math: SAT Math must be a score from 200 to 800 in steps of 10.',
      'legal_agree: You must agree to the terms.',
    ]);
    expect(summary[0]).toEqual({
      key: 'first_name',
      message: 'First Name',
      pageId: 'about',
      path: '/about',
      anchor: '/about#first_name',
    });
    expect(summary[4]?.anchor).toBe('/education#sat_math');
  });

  it('lists each message of a key once', () => {
    const summary = buildErrorSummary({ first_name: ['First Name', 'First Name'] }, demoPages, demoErrorSummary);
    expect(summary).toHaveLength(1);
  });

  it('places a key the map does not assign on the page that asks it', () => {
    const summary = buildErrorSummary({ other_discharge: ['Explain'] }, demoPages, { pages: {} });
    expect(summary).toEqual([
      { key: 'other_discharge', message: 'Explain', pageId: 'about', path: '/about', anchor: '/about#other_discharge' },
    ]);
  });

  it('puts mapped keys no question asks after the questions, in map order', () => {
    const summary = buildErrorSummary({ extra_b: ['B'], extra_a: ['A'], last_name: ['Last Name'] }, demoPages, {
      pages: { about: ['extra_a', 'extra_b', 'last_name'] },
    });
    expect(summary.map((entry) => entry.key)).toEqual(['last_name', 'extra_a', 'extra_b']);
  });

  it('skips and logs keys it cannot place', () => {
    const log = vi.fn();
    const summary = buildErrorSummary(
      { mystery: ['?'], '': ['root'], first_name: ['First Name'] },
      demoPages,
      { pages: { nowhere: ['first_name'] } },
      { log },
    );
    // first_name falls back to the page that asks it.
    expect(summary.map((entry) => entry.anchor)).toEqual(['/about#first_name']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unmapped validation key "mystery"'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unmapped validation key ""'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unknown page "nowhere"'));
  });
});
