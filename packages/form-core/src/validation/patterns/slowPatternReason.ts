import { RegExpParser } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import { toCharSet } from 'regexp-ast-analysis';
import { analyse, type Report } from 'scslre';

/** Why a pattern is slow on some answers, and how fast its work grows with the answer's length. */
export interface SlowPattern {
  /** The part of the pattern at fault, as written. */
  part: string;
  /** What it does, in plain words. */
  reason: string;
  /** Exponential: the work doubles with each character. Otherwise the power of the length it grows with. */
  growth: 'exponential' | number;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

function fromReport(report: Report): SlowPattern {
  if (report.type === 'Self') {
    const growth = report.exponential ? 'exponential' : report.parentQuant.max;
    return {
      part: report.parentQuant.raw,
      reason: `${report.quant.raw} repeats inside a part that repeats too, so the same characters can be shared out between the repeats in very many ways`,
      growth,
    };
  }
  if (report.type === 'Trade') {
    return {
      part: `${report.startQuant.raw} ... ${report.endQuant.raw}`,
      reason: `${report.startQuant.raw} and ${report.endQuant.raw} can both take the same characters, so they can share them out in many ways`,
      growth: report.exponential ? 'exponential' : 2,
    };
  }
  return {
    part: report.quant.raw,
    reason: `${report.quant.raw} is tried again from every position of the answer`,
    growth: 2,
  };
}

/**
 * A repeated group whose choices are single characters that overlap
 * (`(\w|\d)+`, `([a-z]|[a-z0-9])*`): a character both choices take can be
 * matched either way, and a repeat of them in 2^n ways.
 */
function overlappingChoices(pattern: AST.Pattern, flags: AST.Flags): SlowPattern[] {
  const found: SlowPattern[] = [];
  const visit = (alternatives: AST.Alternative[]): void => {
    for (const alternative of alternatives) {
      for (const element of alternative.elements) check(element);
    }
  };
  const single = (alternative: AST.Alternative) => {
    const [only] = alternative.elements;
    if (alternative.elements.length !== 1 || !only) return undefined;
    if (only.type === 'Character' || (only.type === 'CharacterClass' && !only.unicodeSets)) return only;
    if (only.type === 'CharacterSet' && !(only.kind === 'property' && only.strings)) return only;
    return undefined;
  };
  const check = (element: AST.Element): void => {
    if (element.type === 'Quantifier') {
      const group = element.element;
      if (element.max > 1 && (group.type === 'Group' || group.type === 'CapturingGroup')) {
        const sets = group.alternatives.map(single);
        if (sets.every((set) => set !== undefined) && sets.length > 1) {
          const chars = sets.map((set) => toCharSet(set, flags));
          const overlap = chars.some((set, i) => chars.slice(i + 1).some((other) => !set.isDisjointWith(other)));
          if (overlap) {
            found.push({
              part: element.raw,
              reason: `the choices in ${group.raw} share characters, so each such character can be matched by either choice, and a run of them in very many ways`,
              growth: element.max === Infinity ? 'exponential' : element.max,
            });
          }
        }
      }
      check(group as AST.Element);
      return;
    }
    if (element.type === 'Group' || element.type === 'CapturingGroup') visit(element.alternatives);
    if (element.type === 'Assertion' && (element.kind === 'lookahead' || element.kind === 'lookbehind')) {
      visit(element.alternatives);
    }
  };
  visit(pattern.alternatives);
  return found;
}

/**
 * What makes a pattern ("u" flag, as the validator compiles it) slow on some
 * answers when a backtracking engine (every browser's) runs it: a part whose
 * work doubles with each character, or grows with the cube or a higher power
 * of the answer's length. The analysis is scslre's (repeats that can take the
 * same characters: `([a-zA-Z]+\s?)*`, `(a+)+`, `(.*a){12}`) and one check of
 * our own that it leaves out: a repeated choice of overlapping single
 * characters. Work that grows with the square of the length is let through
 * (it needs thousands of characters to be felt; common e-mail patterns are so).
 * Undefined when the pattern is not slow, or is no pattern.
 */
export function slowPatternReason(pattern: string): SlowPattern | undefined {
  let literal: { pattern: AST.Pattern; flags: AST.Flags };
  try {
    literal = {
      pattern: parser.parsePattern(pattern, 0, pattern.length, { unicode: true }),
      flags: parser.parseFlags('u'),
    };
  } catch {
    return undefined;
  }
  const slow = [
    ...analyse(literal, { reportTypes: { Move: false } }).reports.map(fromReport),
    ...overlappingChoices(literal.pattern, literal.flags),
  ].filter((found) => found.growth === 'exponential' || found.growth >= 3);
  return slow.find((found) => found.growth === 'exponential') ?? slow[0];
}
