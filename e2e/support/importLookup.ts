import { runAdminCli } from './adminCli.ts';

/**
 * import-lookup <category> <file.csv> as an operator runs it against a running
 * server (same DATA_DIR: the CLI reaches it through its loopback admin
 * endpoint). Resolves with what the command printed.
 */
export function importLookup(dataDir: string, category: string, csvFile: string): Promise<string> {
  return runAdminCli('importLookup', [category, csvFile], { DATA_DIR: dataDir });
}
