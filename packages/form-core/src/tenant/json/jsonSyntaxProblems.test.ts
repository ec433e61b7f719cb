import { describe, expect, it } from 'vitest';
import { positionOf } from '../testing/positionOf.ts';
import { parseJsonSource } from './jsonSourceFile.ts';

/** The syntax problems of a text as `line:column message`. */
const problems = (text: string) =>
  parseJsonSource(text, 'page.json').syntaxErrors.map(({ line, column, message }) => ({ line, column, message }));
const trailingComma = 'invalid JSON: remove the comma after the last item (no comma goes before a closing } or ])';

describe('JSON syntax problems', () => {
  it('a comma after the last item of a list is reported at the comma, in plain words', () => {
    const text = '{\n  "options": [\n    "a",\n    "b",\n  ]\n}\n';
    expect(problems(text)).toEqual([{ ...positionOf(text, ',\n  ]'), message: trailingComma }]);
  });

  it('a comma after the last field of an object is reported once, at the comma', () => {
    const text = '{\n  "label": "First Name",\n  "required": true,\n}\n';
    expect(problems(text)).toEqual([{ ...positionOf(text, ',\n}'), message: trailingComma }]);
  });

  it('every mistake of a file is reported, each at its place', () => {
    const text = ['{', '  "a": [1, 2,],', '  "b": 1', '  "c": { "d": 1, },', '  "e": 2 // note', '}', ''].join('\n');
    expect(problems(text)).toEqual([
      { ...positionOf(text, ',]'), message: trailingComma },
      { ...positionOf(text, '"c"'), message: 'invalid JSON: a comma was expected between two items (CommaExpected)' },
      { ...positionOf(text, ', }'), message: trailingComma },
      {
        ...positionOf(text, '// note'),
        message: 'invalid JSON: comments are not allowed in JSON (InvalidCommentToken)',
      },
    ]);
  });

  it('leaves out what the parser stumbles over after a mistake, but not the next mistake', () => {
    // A text without its closing quote swallows the comma after it; a word without quotes trips the
    // parser on its colon and its value: one mistake each.
    const text = '{\n  "a": "x,\n  "b": 2,\n  c: 3,\n  "d": [1,]\n}\n';
    expect(problems(text)).toEqual([
      {
        ...positionOf(text, '"x,'),
        message: 'invalid JSON: a text value is missing its closing double quote (UnexpectedEndOfString)',
      },
      {
        ...positionOf(text, 'c: 3'),
        message:
          'invalid JSON: a word without double quotes; text and field names go in double quotes (true, false and null go without) (InvalidSymbol)',
      },
      { ...positionOf(text, ',]'), message: trailingComma },
    ]);
  });

  it('names single quotes', () => {
    expect(problems("{\n  'a': 1\n}\n")).toEqual([
      {
        line: 2,
        column: 3,
        message: 'invalid JSON: text and field names go in double quotes ("), not single quotes (InvalidSymbol)',
      },
    ]);
  });
});
