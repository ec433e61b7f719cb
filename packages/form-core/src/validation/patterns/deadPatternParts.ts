import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import { getFirstConsumedCharAfter, getPattern } from 'regexp-ast-analysis';

/** A part of a pattern that can never match (or, if empty, matches anything), and why, in plain words. */
export interface DeadPatternPart {
  /** `never`: the part can never match; `empty`: an empty alternative that matches without a character. */
  kind: 'never' | 'empty';
  /** The alternative (or the whole pattern) that can never match, or the group with the empty alternative, as written. */
  part: string;
  reason: string;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The outermost alternative an element sits in: what the applicant's answer has to match as a whole. */
function alternativeOf(node: AST.Node): AST.Alternative | undefined {
  let current: AST.Node | null = node;
  let found: AST.Alternative | undefined;
  while (current) {
    if (current.type === 'Alternative') found = current;
    current = current.parent;
  }
  return found;
}

/**
 * The parts of a validation pattern (read as the validator reads it: with
 * the `u` flag, without `m`) that can never match any answer, so an answer
 * that needs them is always refused:
 * - `$` (the end of the answer) with characters the pattern still requires
 *   after it, e.g. the `$` in the middle of `^A$\d{8,9}`;
 * - `^` (the start of the answer) with characters the pattern requires
 *   before it;
 * - an empty character class `[]`, which matches no character;
 * - an empty alternative (`a||b`, `(|a)`, a trailing `|`): it matches
 *   without a character, so at the top level of a pattern without `^` and
 *   `$` the rule accepts every answer, and in a group it makes the group
 *   optional where `?` would say so.
 * A pattern that does not parse is the syntax check's.
 */
export function deadPatternParts(pattern: string): DeadPatternPart[] {
  let ast: AST.Pattern;
  let flags: AST.Flags;
  try {
    ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
    flags = parser.parseFlags('u');
  } catch {
    return [];
  }
  const dead: DeadPatternPart[] = [];
  const seen = new Set<AST.Node>();
  const report = (node: AST.Node, reason: string) => {
    const alternative = alternativeOf(node);
    const part = alternative && getPattern(alternative) === ast ? alternative : ast;
    if (seen.has(part)) return;
    seen.add(part);
    dead.push({ kind: 'never', part: part.raw, reason });
  };
  visitRegExpAST(ast, {
    onAssertionEnter(node) {
      if (node.kind !== 'start' && node.kind !== 'end') return;
      const after = getFirstConsumedCharAfter(node, node.kind === 'end' ? 'ltr' : 'rtl', flags);
      // Something must be consumed on that side (the path cannot reach the edge of the answer): never true.
      if (after.empty) return;
      report(
        node,
        node.kind === 'end'
          ? `"$" marks the end of the answer, but the pattern still requires characters after it`
          : `"^" marks the start of the answer, but the pattern requires characters before it`,
      );
    },
    onAlternativeEnter(node) {
      const parent = node.parent;
      if (node.elements.length > 0 || parent.alternatives.length < 2) return;
      dead.push({
        kind: 'empty',
        part: parent.raw,
        reason:
          parent.type === 'Pattern'
            ? 'an empty alternative ("|" with nothing on one side) matches without a character, so every answer passes'
            : 'an empty alternative ("|" with nothing on one side) lets the group match without a character; write "?" after the group if it is meant to be optional',
      });
    },
    onCharacterClassEnter(node) {
      if (!node.negate && node.elements.length === 0) report(node, '"[]" matches no character at all');
    },
  });
  return dead;
}
