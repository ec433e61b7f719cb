import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export class ConversionTimeoutError extends Error {
  constructor(ms: number) {
    super(`the conversion took longer than ${ms} ms and was stopped`);
    this.name = 'ConversionTimeoutError';
  }
}

export interface LibreOfficeOptions {
  /**
   * A command prefix that runs soffice without network access (for example
   * `unshare --net --`, see networkIsolation.ts); undefined runs it directly.
   */
  networkIsolation?: readonly string[];
}

/** Where a converter finds its programs; nothing else of the server's environment is passed on. */
export const converterPath = '/usr/local/bin:/usr/bin:/bin';

/**
 * The whole environment soffice gets: its own temp directory as HOME and
 * TMPDIR (the profile, font caches and temp files stay in it) and a PATH for
 * its start script. The server's environment holds secrets (database URL,
 * signing secret, S3 keys, tokens) that a converted document must never be
 * able to reach.
 */
export function converterEnvironment(workDir: string): NodeJS.ProcessEnv {
  return { HOME: workDir, TMPDIR: workDir, PATH: converterPath };
}

/**
 * docx -> PDF with `soffice --headless --convert-to pdf`, in a fresh temp
 * directory with its own LibreOffice profile (so conversions never share or
 * lock a profile), with only converterEnvironment and, when the platform
 * allows it, no network, killed with its whole process group on timeout or
 * abort. The .docx must be sanitised first (sanitizeDocx.ts).
 */
export async function convertWithLibreOffice(
  sofficePath: string,
  docx: Uint8Array,
  timeoutMs: number,
  signal: AbortSignal,
  options: LibreOfficeOptions = {},
): Promise<Uint8Array> {
  const workDir = await mkdtemp(join(tmpdir(), 'docx-convert-'));
  try {
    const input = join(workDir, 'document.docx');
    await writeFile(input, docx, { mode: 0o600 });
    const profile = pathToFileURL(join(workDir, 'profile')).href;
    const sofficeArgs = [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      workDir,
      input,
    ];
    const [command, ...args] = options.networkIsolation
      ? [...options.networkIsolation, sofficePath, ...sofficeArgs]
      : [sofficePath, ...sofficeArgs];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(command!, args, {
        cwd: workDir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: converterEnvironment(workDir),
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      };
      const timer = setTimeout(() => {
        kill();
        reject(new ConversionTimeoutError(timeoutMs));
      }, timeoutMs);
      const onAbort = () => {
        kill();
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        if (code === 0) resolve();
        else reject(new Error(`soffice exited with code ${code}: ${output.slice(-500)}`));
      });
    });
    try {
      return await readFile(join(workDir, 'document.pdf'));
    } catch {
      throw new Error('soffice produced no PDF');
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
