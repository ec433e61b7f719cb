import { statSync } from 'node:fs';
import { openToOthers } from './ownerOnlyFiles.ts';

/**
 * The warning for a DATA_DIR that other accounts of the machine may read,
 * list or write into (undefined when it is its owner's alone, or does not
 * exist). The server does not change that directory's mode itself: it is the
 * operator's (a mount point, a folder shared on purpose), while what the
 * server creates inside is 0700 / 0600 and its own directories are made so at
 * start.
 */
export function dataDirExposure(dataDir: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(dataDir).mode;
  } catch {
    return undefined;
  }
  if (!openToOthers(mode)) return undefined;
  const access = [(mode & 0o044) !== 0 ? 'read' : '', (mode & 0o022) !== 0 ? 'written' : '']
    .filter(Boolean)
    .join(' and ');
  const octal = (mode & 0o777).toString(8).padStart(3, '0');
  return (
    `DATA_DIR ${dataDir} can be ${access || 'entered'} by other accounts (mode ${octal}): ` +
    `it holds the database, uploads and mail of every applicant. Run \`chmod 700 ${dataDir}\` ` +
    '(and start the server with umask 077, e.g. UMask=0077 in its systemd unit)'
  );
}
