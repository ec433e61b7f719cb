import { RE2JS } from 're2js';
import { jsPatternToRe2, UnsupportedPatternError } from './jsPatternToRe2.ts';
import { tenantPatternRuntimeCode } from './tenantPatternRuntimeCode.ts';

/** What validation needs of a compiled pattern. */
export interface PatternTester {
  test(text: string): boolean;
}

/** A pattern compiled by the linear engine; `engine` names it (so a caller can tell which engine runs). */
export interface LinearPatternTester extends PatternTester {
  readonly engine: 'linear';
  /** The pattern as the linear engine reads it. */
  readonly source: string;
  /** `/pattern/flags`, as written: ajv tells compiled patterns apart by it. */
  toString(): string;
}

/** RE2's reason for refusing a pattern that JavaScript accepts, in plain words. */
function re2Refusal(message: string): string {
  if (/invalid repeat count/.test(message)) {
    return 'it repeats something more than 1000 times ({1001} or more): write a smaller count, or limit the length with "maxLength"';
  }
  return `the engine says: ${message.replace(/^error parsing regexp: /, '')}`;
}

/**
 * Compiles a tenant pattern (JavaScript syntax, the "u" flag) on RE2, whose
 * matching time grows only with the length of the text, whatever the pattern:
 * a pattern that would make a backtracking engine try every way of splitting
 * a long answer cannot hold the thread. Matches what the browser's engine
 * matches (see jsPatternToRe2); throws for a pattern RE2 cannot run.
 */
function compileLinearPattern(pattern: string, flags: string): LinearPatternTester {
  const source = jsPatternToRe2(pattern, flags);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(source);
  } catch (error) {
    throw new UnsupportedPatternError(re2Refusal(error instanceof Error ? error.message : String(error)));
  }
  return {
    engine: 'linear',
    source,
    // test() looks for a match anywhere in the text, as RegExp.prototype.test does.
    test: (text: string) => compiled.test(text),
    // ajv keys each compiled pattern by its text: two patterns must never share one.
    toString: () => `/${pattern}/${flags}`,
  };
}

// A schema repeats its patterns (every add-another instance has its own copy) and compiling one on RE2 takes
// up to a few milliseconds: each is compiled once. Bounded, because a "$data" pattern comes from the answers.
const compiledPatterns = new Map<string, LinearPatternTester>();
const maxCompiledPatterns = 256;

function cachedLinearPattern(pattern: string, flags: string): LinearPatternTester {
  const id = `${flags}/${pattern}`;
  const known = compiledPatterns.get(id);
  if (known) return known;
  const compiled = compileLinearPattern(pattern, flags);
  if (compiledPatterns.size >= maxCompiledPatterns) {
    compiledPatterns.delete(compiledPatterns.keys().next().value as string);
  }
  compiledPatterns.set(id, compiled);
  return compiled;
}

/**
 * The pattern engine of ajv's `code.regExp` option: the validator compiled in
 * this process runs it, and generated validator modules call it by `code`,
 * the name under which the validator runtime provides it.
 */
export const linearPattern = Object.assign(cachedLinearPattern, { code: tenantPatternRuntimeCode });
