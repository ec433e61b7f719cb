import {
  AdminError,
  type AdminOperations,
  ConfigError,
  configErrorExitCode,
  keepNewFilesOwnerOnly,
  openAdminOperations,
  StartupError,
} from '@admissions/server';

/** A usage or input mistake: printed with the usage text, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * What a command prints: `output` on stdout (just the link, for scripts),
 * `note` on stderr (for the operator). A command that streams its output
 * (an export) writes it itself and returns none.
 */
export interface AdminCommandResult {
  output?: string;
  note?: string;
}

/** A parsed command: what to do once the operations are open. */
export type AdminCommand = (operations: AdminOperations) => Promise<AdminCommandResult>;

/**
 * Parses the arguments (usage mistakes end here, before any database is
 * opened), then runs the command against the server's database (directly, or
 * through the running server's loopback admin endpoint on PGlite) and sets
 * the exit code: 0 on success, 1 when the operation is refused, 2 on a usage
 * mistake, 78 on a configuration mistake.
 */
export async function runAdminCommand(usage: string, parse: () => AdminCommand): Promise<void> {
  let close: (() => Promise<void>) | undefined;
  // Before the database is opened (PGlite writes its files in DATA_DIR) or an export written.
  keepNewFilesOwnerOnly();
  try {
    const command = parse();
    const opened = await openAdminOperations();
    close = opened.close;
    const result = await command(opened.operations);
    if (result.output !== undefined) console.log(result.output);
    if (result.note) console.error(result.note);
    process.exitCode = 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof ConfigError) {
      console.error(`Configuration error:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
      process.exitCode = configErrorExitCode;
    } else if (error instanceof AdminError || error instanceof StartupError) {
      console.error(`Error: ${error.message}`);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  } finally {
    await close?.();
  }
}

/** A positive number option (`--hours 24`), or the default. */
export function positiveNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new UsageError(`--${name} must be a positive number.`);
  return number;
}
