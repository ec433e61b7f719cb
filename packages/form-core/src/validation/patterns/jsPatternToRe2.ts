import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

/** A pattern the linear-time engine cannot run, with the reason in words staff understand. */
export class UnsupportedPatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedPatternError';
  }
}

type Range = readonly [number, number];

const maxCodePoint = 0x10ffff;
// Code points a pattern can match: every one but the surrogate halves, which the linear engine does not accept.
const allCodePoints: Range[] = [
  [0, 0xd7ff],
  [0xe000, maxCodePoint],
];

// What a JavaScript pattern with the "u" flag (and no "i", "m" or "s") means by its class escapes and ".":
// \d and \w are ASCII, \s is every Unicode white space and line terminator, "." is all but a line terminator.
const digit: Range[] = [[0x30, 0x39]];
const word: Range[] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const space: Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const lineTerminators: Range[] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

function complement(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const [low, high] of allCodePoints) {
    let next = low;
    for (const [from, to] of ranges) {
      if (to < next || from > high) continue;
      if (from > next) out.push([next, from - 1]);
      next = Math.max(next, to + 1);
    }
    if (next <= high) out.push([next, high]);
  }
  return out;
}

const hex = (codePoint: number): string => `\\x{${codePoint.toString(16)}}`;
const rangeText = (ranges: Range[]): string =>
  ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');

/** A class escape (\d \w \s and their negations) as ranges, to stand inside or outside a class. */
function escapeRanges(set: AST.EscapeCharacterSet): Range[] {
  const ranges = set.kind === 'digit' ? digit : set.kind === 'word' ? word : space;
  return set.negate ? complement(ranges) : ranges;
}

// General categories are written with one or two letters (\p{L}, \p{Lu}); scripts by their long name (\p{Latin}).
const generalCategory = /^[A-Z][a-z&]?$/;

function propertyText(set: AST.UnicodePropertyCharacterSet): string {
  const letter = set.negate ? 'P' : 'p';
  if ((set.key === 'General_Category' || set.key === 'gc') && set.value && generalCategory.test(set.value)) {
    return `\\${letter}{${set.value}}`;
  }
  if ((set.key === 'Script' || set.key === 'sc') && set.value && /^[A-Z][a-z]+(_[A-Z][a-z]+)*$/.test(set.value)) {
    return `\\${letter}{${set.value}}`;
  }
  throw new UnsupportedPatternError(
    `it uses the Unicode property ${set.raw}, which that engine does not know: ` +
      'write a general category with its short name (\\p{L} letters, \\p{Lu} capitals, \\p{N} digits) ' +
      'or a script by its name (\\p{Latin}, \\p{Greek})',
  );
}

function classElement(element: AST.CharacterClassElement): string {
  switch (element.type) {
    case 'Character':
      return hex(element.value);
    case 'CharacterClassRange':
      return `${hex(element.min.value)}-${hex(element.max.value)}`;
    case 'CharacterSet':
      return element.kind === 'property' ? propertyText(element) : rangeText(escapeRanges(element));
    default:
      throw new UnsupportedPatternError(`it uses ${element.raw} inside [...], which that engine does not run`);
  }
}

function characterClass(node: AST.CharacterClass): string {
  if (node.elements.length === 0) {
    // [] matches nothing and [^] any one character.
    return node.negate ? `[${rangeText(allCodePoints)}]` : `[^${rangeText(allCodePoints)}]`;
  }
  return `[${node.negate ? '^' : ''}${node.elements.map(classElement).join('')}]`;
}

function quantifier(node: AST.Quantifier): string {
  const { min, max } = node;
  const count =
    min === 0 && max === Infinity
      ? '*'
      : min === 1 && max === Infinity
        ? '+'
        : min === 0 && max === 1
          ? '?'
          : max === Infinity
            ? `{${min},}`
            : min === max
              ? `{${min}}`
              : `{${min},${max}}`;
  return `${element(node.element)}${count}${node.greedy ? '' : '?'}`;
}

const alternatives = (list: AST.Alternative[]): string =>
  list.map((alternative) => alternative.elements.map(element).join('')).join('|');

function element(node: AST.Element): string {
  switch (node.type) {
    case 'Character':
      return hex(node.value);
    case 'CharacterClass':
      return characterClass(node);
    case 'CharacterSet':
      if (node.kind === 'any') return `[${rangeText(complement(lineTerminators))}]`;
      if (node.kind === 'property') return propertyText(node);
      return `[${rangeText(escapeRanges(node))}]`;
    case 'Quantifier':
      return quantifier(node);
    case 'Group':
      if (node.modifiers) {
        throw new UnsupportedPatternError(
          `it uses ${node.raw.slice(0, node.raw.indexOf(':') + 1)}, which that engine does not run`,
        );
      }
      return `(?:${alternatives(node.alternatives)})`;
    case 'CapturingGroup':
      // Validation only asks whether the text matches: a group need not capture.
      return `(?:${alternatives(node.alternatives)})`;
    case 'Assertion':
      if (node.kind === 'start') return '^';
      if (node.kind === 'end') return '$';
      if (node.kind === 'word') return node.negate ? '\\B' : '\\b';
      throw new UnsupportedPatternError(
        `it uses a ${node.kind} ${node.raw.slice(0, node.kind === 'lookahead' ? 3 : 4)}...), ${oneRead}: ` +
          'write the rule without it, or as several rules, each a pattern of its own in "allOf"',
      );
    case 'Backreference':
      throw new UnsupportedPatternError(
        `it uses ${node.raw}, a reference back to what a group matched, ${oneRead}: write the rule without it`,
      );
    default:
      throw new UnsupportedPatternError(`it uses ${(node as AST.Node).raw}, which that engine does not run`);
  }
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

// Why the linear engine has no lookaround and no references back.
const oneRead =
  'which that engine cannot run (it reads an answer once, from start to end, so that its time grows only with the length of the answer)';

/**
 * A JavaScript pattern rewritten for the linear-time (RE2) engine so that it
 * matches exactly the texts the browser's engine matches: every character is
 * written by its code point, and \s, \S, \d, \w and "." become the classes
 * they stand for in JavaScript (the two engines read them differently, e.g.
 * RE2's \s leaves out the no-break space and "." takes a carriage return).
 * Throws an UnsupportedPatternError for what RE2 cannot run (lookahead,
 * lookbehind, references back); a SyntaxError when it is no pattern at all.
 */
export function jsPatternToRe2(pattern: string, flags = 'u'): string {
  if (!/^u?$/.test(flags)) throw new UnsupportedPatternError(`the flags "${flags}" are not supported`);
  const parsed = parser.parsePattern(pattern, 0, pattern.length, { unicode: flags === 'u' });
  return alternatives(parsed.alternatives);
}
