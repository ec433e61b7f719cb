import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running server on PGlite tells the admin CLIs how to reach it. */
export interface AdminEndpointInfo {
  pid: number;
  url: string;
  secret: string;
}

export function adminEndpointFile(dataDir: string): string {
  return join(dataDir, 'admin-endpoint.json');
}

/** Written readable by the owner only: the secret is what lets a CLI act. */
export function writeAdminEndpointFile(dataDir: string, info: AdminEndpointInfo): void {
  const file = adminEndpointFile(dataDir);
  writeFileSync(`${file}.tmp`, JSON.stringify(info), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function readAdminEndpointFile(dataDir: string): AdminEndpointInfo | undefined {
  const file = adminEndpointFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AdminEndpointInfo;
  } catch {
    return undefined;
  }
}

/** Removes the file if it still describes this endpoint (a newer server may have replaced it). */
export function removeAdminEndpointFile(dataDir: string, secret: string): void {
  if (readAdminEndpointFile(dataDir)?.secret === secret) rmSync(adminEndpointFile(dataDir), { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
