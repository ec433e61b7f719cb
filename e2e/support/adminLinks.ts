import { runAdminCli } from './adminCli.ts';

/**
 * The admin link CLIs (staff-link, prefill-link) against the running e2e server, as an operator would run them:
 * same DATA_DIR (the CLI reaches the server through its loopback admin endpoint while PGlite is held by the
 * server) and the server's public origin, so the printed link points at it.
 */
export function createStaffLink(dataDir: string, baseUrl: string, email: string): Promise<string> {
  return runLinkCli(dataDir, baseUrl, 'staffLink', email, /https?:\/\/\S+service_token=[\w-]+/);
}

/** prefill-link <answers.json>: a link that opens the application with these answers. */
export function createPrefillLink(dataDir: string, baseUrl: string, answersFile: string): Promise<string> {
  return runLinkCli(dataDir, baseUrl, 'prefillLink', answersFile, /https?:\/\/\S+[?&]token=[\w-]+/);
}

async function runLinkCli(
  dataDir: string,
  baseUrl: string,
  program: string,
  argument: string,
  linkPattern: RegExp,
): Promise<string> {
  const stdout = await runAdminCli(program, [argument], { DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl });
  const link = linkPattern.exec(stdout)?.[0];
  if (!link) throw new Error(`${program} printed no link:\n${stdout}`);
  return link;
}
