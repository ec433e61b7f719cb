import { describe, expect, it } from 'vitest';
import { loadTenant } from '../loadTenant.ts';
import { demoTenantFiles, memoryReader } from '../testing/memoryTenant.ts';
import { positionOf } from '../testing/positionOf.ts';

const complete = { first_name: 'Ada', last_name: 'Lovelace', country: 'GBR', legal_agree: true };

/** The demo fixture tenant with one examples file. */
function withExamples(examples: unknown) {
  const files = demoTenantFiles();
  const text = `${JSON.stringify(examples, null, 2)}\n`;
  files.set('examples/about.json', text);
  return { problems: loadTenant('demo', memoryReader(files)).problems, text };
}

describe('tenant examples (examples/*.json), run through the tenant validator', () => {
  it('examples whose messages match report nothing; "today" drives the date rules', () => {
    const { problems } = withExamples({
      today: '2026-06-15',
      base: { answers: complete },
      examples: [
        { name: 'complete', expect: 'no errors' },
        { name: 'no first name', answers: { first_name: '' }, expect: { first_name: ['First Name'] } },
        {
          name: 'twelve years old',
          answers: { birth_date: '2014-01-01' },
          expect: { birth_date: ['You must be 13 years or older to apply.'] },
        },
        { name: 'thirteen today', answers: { birth_date: '2013-06-15' }, expect: {} },
        // The state is asked only for the USA and Canada: a hidden question's rule is dropped.
        { name: 'no state outside North America', answers: { state: '' }, expect: 'no errors' },
      ],
    });
    expect(problems).toEqual([]);
  });

  it('a different message, and a message not expected, at the example', () => {
    const { problems, text } = withExamples({
      base: { answers: complete },
      examples: [
        { name: 'no last name', answers: { last_name: '' }, expect: { last_name: ['Surname'] } },
        { name: 'fine', answers: { first_name: '' }, expect: 'no errors' },
      ],
    });
    expect(problems.map(({ file, line, column, rule, message }) => ({ file, line, column, rule, message }))).toEqual([
      {
        file: 'examples/about.json',
        ...positionOf(text, '"last_name": [', 1),
        rule: 'example-mismatch',
        message: 'Example "no last name": "last_name" should get "Surname", but the validator gives "Last Name"',
      },
      {
        file: 'examples/about.json',
        ...positionOf(text, '"expect": "no errors"', 1, '"expect": '.length),
        rule: 'example-mismatch',
        message:
          'Example "fine": "first_name" gets "First Name", which the example does not expect (add it to "expect", or fix the answers or the rule)',
      },
    ]);
  });

  it('an unknown answer key, an unknown page and a misspelt field are named where they are', () => {
    const { problems, text } = withExamples({
      today: '2026-02-30',
      examples: [{ name: 'x', answers: { nick: 'A' }, page: 'abut', expect: 'no errors', expected: {} }],
    });
    expect(problems.map(({ line, column, rule }) => ({ line, column, rule }))).toEqual([
      { ...positionOf(text, '"expected"'), rule: 'example-format' },
    ]);
    const fixed = withExamples({ today: '2026-02-30', examples: [{ name: 'x', expect: 'no errors' }] });
    expect(fixed.problems.map((p) => p.message)).toEqual([
      '"today" "2026-02-30" is not a real date; write YYYY-MM-DD, e.g. 2026-06-15',
    ]);
    const unknown = withExamples({
      base: { answers: complete },
      examples: [{ name: 'x', answers: { nick: 'A' }, page: 'abut', expect: 'no errors' }],
    });
    expect(unknown.problems.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      { ...positionOf(unknown.text, '"nick"'), message: '"nick" is not an answer key of the data model' },
      { ...positionOf(unknown.text, '"abut"'), message: '"abut" is not a page id (pages: about, education)' },
    ]);
  });

  it('a code no option has (an option renamed since the example was written) is flagged at the answer', () => {
    const { problems, text } = withExamples({
      base: { answers: complete },
      examples: [
        { name: 'old gender code', answers: { gender: 'SELF' }, expect: 'no errors' },
        { name: 'state of another country', answers: { country: 'USA', zip: '10001', state: 'ON' }, expect: {} },
        { name: 'current codes', answers: { gender: 'X', country: 'CAN', zip: '10001', state: 'ON' }, expect: {} },
      ],
    });
    expect(problems.map(({ file, line, column, rule, message }) => ({ file, line, column, rule, message }))).toEqual([
      {
        file: 'examples/about.json',
        ...positionOf(text, '"SELF"'),
        rule: 'example-code',
        message: '"SELF" is not one of the codes of "gender" (F, M, X): use a current code, or leave the answer out',
      },
      {
        file: 'examples/about.json',
        ...positionOf(text, '"ON"'),
        rule: 'example-code',
        message: expect.stringMatching(
          /^"ON" is not one of the codes of "state" while "country" is "USA" \(AL, AK, .*, \.\.\.\): use a current code/,
        ),
      },
    ]);
  });
});
