import { printParseErrorCode } from 'jsonc-parser';
import type { ParseErrorCode } from 'jsonc-parser';

// Plain words for people who edit JSON by hand; the parser's code stays in parentheses.
const explanations: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a field name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon (:) was expected after the field name',
  CommaExpected: 'a comma was expected between two items',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the file should end here (an extra character or bracket?)',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text value is missing its closing double quote',
  UnexpectedEndOfNumber: 'invalid number',
  InvalidUnicode: 'invalid \\u escape in a text value',
  InvalidEscapeCharacter: 'invalid backslash escape in a text value (write \\\\ for a backslash)',
  InvalidCharacter: 'a line break or control character inside a text value',
};

export function jsonSyntaxMessage(code: ParseErrorCode): string {
  const name = printParseErrorCode(code);
  return `invalid JSON: ${explanations[name] ?? 'syntax error'} (${name})`;
}

/** A comma after the last item of a list or object, reported at the comma. */
export const trailingCommaMessage =
  'invalid JSON: remove the comma after the last item (no comma goes before a closing } or ])';
