import { ConfigError, configErrorExitCode } from './config/configError.ts';
import { StartupError } from './db/openDatabase.ts';

/**
 * Prints why the process could not start and exits: a ConfigError as one
 * line per problem (code 78, EX_CONFIG), a StartupError as its message
 * (code 1), anything else with its stack (a bug; code 1).
 */
export function exitOnStartupFailure(error: unknown, what = 'start'): never {
  if (error instanceof ConfigError) {
    process.stderr.write(
      `Configuration error:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        'See docs/configuration.md for every setting.\n',
    );
    process.exit(configErrorExitCode);
  }
  if (error instanceof StartupError) {
    process.stderr.write(`Cannot ${what}: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Cannot ${what}: unexpected error\n${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
}
