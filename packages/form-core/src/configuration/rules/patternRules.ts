import type { TenantBundle } from '../../definition/types.ts';
import { deadPatternParts } from '../../validation/patterns/deadPatternParts.ts';
import { slowPatternReason } from '../../validation/patterns/slowPatternReason.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { schemaPatterns } from './schemaPatterns.ts';

/** How the work of a slow pattern grows, in words. */
function growthWords(growth: 'exponential' | number): string {
  return growth === 'exponential'
    ? 'the time it takes doubles with each character, so an answer of 30 or 40 characters that almost matches is enough'
    : `the time it takes grows with the answer's length to the power ${growth}, so a long answer that almost matches is enough`;
}

/**
 * `slow-pattern`: a validation pattern that a backtracking engine (the one
 * every browser runs patterns with) can take exponential or high polynomial
 * time on, e.g. `^([a-zA-Z]+\s?)*$`. The message says which part does it,
 * why, and how such a rule is written so that each character can be matched
 * in one way only.
 *
 * `pattern-never-matches`: a part of a pattern that no answer can ever match
 * (a `$` with required characters after it, a `^` with required characters
 * before it, an empty `[]`), so every answer that needs it is refused at
 * submission; an example set may not happen to cover it.
 *
 * `pattern-empty-alternative`: an alternative with nothing in it (`a||b`,
 * a trailing `|`), which matches without a character: at the top level of
 * an unanchored pattern the rule then lets every answer through.
 */
export function checkPatterns(bundle: TenantBundle): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  bundle.schemas.forEach((schema, s) => {
    for (const { pattern, pointer, atName } of schemaPatterns(schema)) {
      for (const dead of deadPatternParts(pattern)) {
        issues.push({
          rule: dead.kind === 'never' ? 'pattern-never-matches' : 'pattern-empty-alternative',
          message:
            dead.kind === 'never'
              ? `The pattern ${JSON.stringify(pattern)} can never match through ${JSON.stringify(dead.part)}: ${dead.reason}, ` +
                'so every answer that needs this part is refused. Put "^" only at the start and "$" only at the end of ' +
                'each alternative (e.g. ^$|^A\\d{8,9}$), or remove the part'
              : `In the pattern ${JSON.stringify(pattern)}, ${JSON.stringify(dead.part)}: ${dead.reason}. ` +
                'Remove the extra "|" (an empty answer is allowed with ^$| at the start of the pattern)',
          file: files.schema(s),
          pointer,
          ...(atName ? { atName } : {}),
        });
      }
      const slow = slowPatternReason(pattern);
      if (!slow) continue;
      issues.push({
        rule: 'slow-pattern',
        message:
          `The pattern ${JSON.stringify(pattern)} can take so long on some answers that it freezes the applicant's page: ` +
          `in ${slow.part}, ${slow.reason}; ${growthWords(slow.growth)}. ` +
          'Write it so that each character can be matched in only one way: do not repeat a part that itself repeats, ' +
          'and make what separates the repeats required, in front of each repeat after the first ' +
          '(e.g. words with single spaces between them: ^[a-zA-Z]+( [a-zA-Z]+)*$)',
        file: files.schema(s),
        pointer,
        ...(atName ? { atName } : {}),
      });
    }
  });
  return issues;
}
