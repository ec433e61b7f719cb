import { existsSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { findTenantDirs } from './findTenantDirs.ts';
import { formatDiagnosticsJson, formatDiagnosticsText } from './formatDiagnostics.ts';
import { lintTenant } from './lintTenant.ts';
import type { LintDiagnostic } from './lintDiagnostic.ts';
import { authoredWidgetSpecs } from '@admissions/form-core';
import type { AuthoredWidgetSpecs } from '@admissions/form-core';
import { loadWidgetSpecs } from './loadWidgetSpecs.ts';
import { reviewAgainstLive } from './reviewAgainstLive.ts';

export interface ConfigLintIo {
  /** The lint root: tenants are found under `<rootDir>/tenants`, paths are printed relative to it. */
  rootDir: string;
  /** Where relative path arguments are resolved (default rootDir). */
  cwd?: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The widget specs pages may use, with their options schemas (default: form-core's authoredWidgetSpecs, or the --widgets module's). */
  widgets?: AuthoredWidgetSpecs;
}

export const configLintUsage = `Usage: npm run config-lint [-- [--json] [--output=<file>] [--against <live>] [tenants/<name> ...]]

Checks tenant JSON files (pages, validation schemas, data model, error summary,
tenant.json) and prints one line per problem:  file:line:col  rule  message
Without a path, every folder under tenants/ is checked; run inside a tenant
folder, that tenant is checked.

  --json               print the problems as a JSON array instead
  --output=<file>      write the problems (text or JSON) to the file instead
                       of stdout; the summary line stays on stderr
  --widgets=<module>   check against the widget specs the module exports as
                       \`widgetSpecs\` (a host's authoredWidgetSpecs.extend(...))
                       instead of the default widgets
  --against <live>     also compare each folder with the version of it that
                       is live on a database (a DATA_DIR or a DATABASE_URL)
                       and list every change that touches saved answers with
                       the number of in-progress and submitted applications
                       holding an affected answer; a change that would orphan
                       saved answers without a migration counts as a problem
                       (not with --json or --output)
  --help               show this help

Exit code: 0 when clean, 1 when problems were found, 2 on a usage error,
with --json too. For JSON alone on stdout, run npm silently (no banner, no
error line):  npm run -s config-lint -- --json`;

/** The CLI without the process: parses argv, lints, prints, returns the exit code. */
export async function runConfigLint(args: string[], io: ConfigLintIo): Promise<number> {
  const againstAt = args.indexOf('--against');
  const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
  if (againstAt >= 0 && (against === undefined || against.startsWith('-'))) {
    io.stderr(`config-lint: --against needs a DATA_DIR or a DATABASE_URL\n\n${configLintUsage}`);
    return 2;
  }
  const argv = againstAt >= 0 ? args.filter((_, i) => i !== againstAt && i !== againstAt + 1) : args;
  const json = argv.includes('--json');
  if (against !== undefined && (json || argv.some((arg) => arg.startsWith('--output=')))) {
    io.stderr(
      `config-lint: --against prints its review as text; it does not go with --json or --output\n\n${configLintUsage}`,
    );
    return 2;
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(configLintUsage);
    return 0;
  }
  const widgetsModule = argv.find((arg) => arg.startsWith('--widgets='))?.slice('--widgets='.length);
  const outputFile = argv.find((arg) => arg.startsWith('--output='))?.slice('--output='.length);
  const unknownOption = argv.find(
    (arg) => arg.startsWith('-') && arg !== '--json' && !arg.startsWith('--widgets=') && !arg.startsWith('--output='),
  );
  if (unknownOption) {
    io.stderr(`config-lint: unknown option ${unknownOption}\n\n${configLintUsage}`);
    return 2;
  }

  const paths = argv.filter((arg) => !arg.startsWith('-'));
  const here = tenantFolderAround(io);
  const tenantDirs =
    paths.length > 0 ? paths.map((p) => tenantDirArgument(p, io)) : here ? [here] : findTenantDirs(io.rootDir);
  const missing = tenantDirs.find((dir) => !existsSync(resolve(io.rootDir, dir)));
  if (missing !== undefined) {
    io.stderr(`config-lint: no tenant folder at ${missing}`);
    return 2;
  }
  if (tenantDirs.length === 0) {
    io.stderr(`config-lint: no tenants found under ${io.rootDir}/tenants`);
    return 2;
  }

  let widgets = io.widgets ?? authoredWidgetSpecs;
  if (widgetsModule !== undefined) {
    try {
      widgets = await loadWidgetSpecs(resolve(io.cwd ?? io.rootDir, widgetsModule));
    } catch (error) {
      io.stderr(`config-lint: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  const diagnostics: LintDiagnostic[] = tenantDirs.flatMap((dir) => lintTenant(io.rootDir, dir, { widgets }));

  const report = json ? formatDiagnosticsJson(diagnostics) : formatDiagnosticsText(diagnostics);
  if (outputFile !== undefined) {
    const path = resolve(io.cwd ?? io.rootDir, outputFile);
    try {
      writeFileSync(path, diagnostics.length > 0 || json ? `${report}\n` : '');
    } catch (error) {
      io.stderr(
        `config-lint: --output: cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 2;
    }
  } else if (json || diagnostics.length > 0) io.stdout(report);
  let problems = diagnostics.length;
  if (against !== undefined) {
    try {
      const outcome = await reviewAgainstLive(
        /^postgres(ql)?:\/\//.test(against) ? against : resolve(io.cwd ?? io.rootDir, against),
        tenantDirs.map((dir) => resolve(io.rootDir, dir)),
        io,
      );
      problems += outcome.errors;
    } catch (error) {
      io.stderr(`config-lint: --against ${against}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  const summary =
    problems === 0
      ? `config-lint: ${tenantDirs.join(', ')}: no problems`
      : `config-lint: ${problems} problem${problems === 1 ? '' : 's'} in ${tenantDirs.join(', ')}`;
  io.stderr(summary);
  return problems === 0 ? 0 : 1;
}

/** The tenant folder the command was started in (or below), relative to the root; undefined elsewhere. */
function tenantFolderAround(io: ConfigLintIo): string | undefined {
  const fromRoot = relative(io.rootDir, resolve(io.cwd ?? io.rootDir)).split(sep);
  if (fromRoot[0] !== 'tenants' || fromRoot[1] === undefined || fromRoot[1] === '') return undefined;
  return `tenants/${fromRoot[1]}`;
}

/** A path argument as a folder relative to the root (a path to tenant.json names its folder). */
function tenantDirArgument(path: string, io: ConfigLintIo): string {
  const absolute = resolve(io.cwd ?? io.rootDir, path.replace(/[\\/]tenant\.json$/, ''));
  return relative(io.rootDir, absolute).split(sep).join('/') || '.';
}
