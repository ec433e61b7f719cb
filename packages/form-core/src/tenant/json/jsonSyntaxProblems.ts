import { createScanner, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import type { TenantProblem } from '../tenantProblem.ts';
import { lineColumnAt } from './jsonPositions.ts';
import { jsonSyntaxMessage, trailingCommaMessage } from './jsonSyntaxMessage.ts';

/**
 * Mistakes after which the parser carries on as if it had been corrected
 * (a comma or colon put in, a comment skipped, a bad escape kept): what it
 * reports next is a mistake of its own.
 */
const selfContained = new Set<string>([
  'CommaExpected',
  'ColonExpected',
  'InvalidCommentToken',
  'UnexpectedEndOfComment',
  'InvalidEscapeCharacter',
  'InvalidUnicode',
  'InvalidCharacter',
  'InvalidNumberFormat',
]);

interface Comma {
  offset: number;
  /** How many lists and objects are open where it stands. */
  depth: number;
}

/**
 * The commas between items, each with its nesting depth (a comma inside a
 * text value is not one), and the depth at any offset.
 */
function commaLayout(text: string): { commas: Comma[]; depthAt(offset: number): number } {
  const scanner = createScanner(text, true);
  const commas: Comma[] = [];
  const brackets: { offset: number; delta: number }[] = [];
  let depth = 0;
  // The end of the text is the one token of length 0; a token that starts with a comma or a bracket is one.
  for (scanner.scan(); scanner.getTokenLength() > 0; scanner.scan()) {
    const offset = scanner.getTokenOffset();
    const char = text[offset];
    if (char === ',') commas.push({ offset, depth });
    else if (char === '{' || char === '[' || char === '}' || char === ']') {
      const delta = char === '{' || char === '[' ? 1 : -1;
      depth += delta;
      brackets.push({ offset, delta });
    }
  }
  return {
    commas,
    depthAt: (offset) => brackets.filter((b) => b.offset < offset).reduce((sum, b) => sum + b.delta, 0),
  };
}

/**
 * The comma right before a closing `}` or `]` at `offset` (only blanks
 * between), or undefined: a comma after the last item.
 */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  const close = text[offset];
  if (close !== '}' && close !== ']') return undefined;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return text[i] === ',' ? i : undefined;
}

/** A word or a single quote where a text or field name starts: the double quotes are missing. */
function unquotedMessage(text: string, offset: number, code: string): string | undefined {
  if (code !== 'InvalidSymbol') return undefined;
  if (text[offset] === "'")
    return `invalid JSON: text and field names go in double quotes ("), not single quotes (${code})`;
  if (/[A-Za-z_]/.test(text[offset] ?? '')) {
    return `invalid JSON: a word without double quotes; text and field names go in double quotes (true, false and null go without) (${code})`;
  }
  return undefined;
}

/**
 * Every syntax mistake of a file, each once, at the place to fix (rule
 * `json-syntax`). The parser reports a comma after the last item at the
 * closing bracket after it, often twice: it is reported at the comma itself.
 * A mistake the parser cannot step over (a word without quotes, a text
 * without its closing quote) makes it stumble over the rest of that item:
 * an error is such an echo when it follows one of those with no comma
 * between the items of that list or object (or an outer one) in between,
 * or sits where the previous error is.
 */
export function jsonSyntaxProblems(text: string, path: string, errors: readonly ParseError[]): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const layout = errors.length > 1 ? commaLayout(text) : { commas: [], depthAt: () => 0 };
  // The last error and the mistake it belongs to: its depth, and whether the parser stepped over it.
  let previous: { offset: number; depth: number; recovered: boolean } | undefined;
  for (const error of errors) {
    const code = printParseErrorCode(error.error);
    const comma =
      code === 'PropertyNameExpected' || code === 'ValueExpected' ? trailingCommaBefore(text, error.offset) : undefined;
    const last = previous;
    const echo =
      last !== undefined &&
      (error.offset === last.offset ||
        (!last.recovered &&
          !layout.commas.some((c) => c.offset >= last.offset && c.offset < error.offset && c.depth <= last.depth)));
    if (echo) {
      last.offset = error.offset;
      continue;
    }
    previous = {
      offset: error.offset,
      depth: layout.depthAt(error.offset),
      recovered: comma !== undefined || selfContained.has(code),
    };
    problems.push({
      file: path,
      ...lineColumnAt(text, comma ?? error.offset),
      rule: 'json-syntax',
      message:
        comma === undefined
          ? (unquotedMessage(text, error.offset, code) ?? jsonSyntaxMessage(error.error))
          : trailingCommaMessage,
    });
  }
  return problems;
}
