import { describe, expect, it } from 'vitest';
import { positionOf } from '../testing/positionOf.ts';
import { lineColumnAt, pointerSegments, positionOfPointer } from './jsonPositions.ts';
import { parseJsonSource } from './jsonSourceFile.ts';

const text = `{
  "pages": { "a/b": ["x", "y"], "t~n": { "deep": true } },
  "items": [
    { "key": "first", "keys": { "year": "first_year" } },
    { "key": "second" }
  ]
}
`;
const file = parseJsonSource(text, 'example.json');
const at = (pointer: string) => positionOfPointer(file.text, file.tree, pointer);

describe('JSON positions', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumnAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt(text, text.indexOf('"pages"'))).toEqual({ line: 2, column: 3 });
  });

  it('unescapes ~1 and ~0 in pointer segments', () => {
    expect(pointerSegments('/pages/a~1b/1')).toEqual(['pages', 'a/b', '1']);
    expect(pointerSegments('/pages/t~0n')).toEqual(['pages', 't~n']);
    expect(pointerSegments('')).toEqual([]);
  });

  it('places a primitive at its value, an object property at its name, an array item at its start', () => {
    expect(at('/pages/a~1b/1')).toEqual(positionOf(text, '"y"'));
    expect(at('/items/0/keys/year')).toEqual(positionOf(text, '"first_year"'));
    expect(at('/pages/t~0n')).toEqual(positionOf(text, '"t~n"'));
    expect(at('/items/1')).toEqual(positionOf(text, '{ "key": "second"'));
  });

  it('falls back to the nearest existing parent for a missing path', () => {
    expect(at('/items/1/label')).toEqual(positionOf(text, '{ "key": "second"'));
    expect(at('/items/7')).toEqual(positionOf(text, '"items"'));
  });

  it('parses strictly: a comment or a trailing comma is a syntax error, reported once, in plain words', () => {
    const comment = parseJsonSource('{\n  "a": 1, // note\n  "b": 2\n}\n', 'comment.json');
    expect(comment.syntaxErrors.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      { line: 2, column: 11, message: 'invalid JSON: comments are not allowed in JSON (InvalidCommentToken)' },
    ]);
    const trailing = parseJsonSource('{\n  "a": 1,\n}\n', 'trailing.json');
    expect(trailing.syntaxErrors.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      {
        line: 2,
        column: 9,
        message: 'invalid JSON: remove the comma after the last item (no comma goes before a closing } or ])',
      },
    ]);
  });

  it('does not let a "__proto__" key change the parsed object', () => {
    const parsed = parseJsonSource('{ "__proto__": { "polluted": true } }', 'proto.json').value as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__']);
  });
});
