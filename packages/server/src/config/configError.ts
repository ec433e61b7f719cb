/** What a settings group returns: its value (fallbacks where a setting was wrong) and every problem found. */
export interface LoadedSettings<T> {
  value: T;
  problems: string[];
}

/**
 * A configuration mistake: one message per wrong or missing setting. The
 * entry points print these without a stack trace and exit with code 78
 * (EX_CONFIG).
 */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration error:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** sysexits.h EX_CONFIG: the exit code for a configuration error. */
export const configErrorExitCode = 78;

/** Throws one ConfigError carrying the problems of every group, or returns nothing when there are none. */
export function assertNoProblems(...groups: readonly { problems: readonly string[] }[]): void {
  const problems = groups.flatMap((group) => group.problems);
  if (problems.length > 0) throw new ConfigError(problems);
}
