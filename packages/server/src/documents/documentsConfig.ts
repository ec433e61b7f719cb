import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { limits } from '@admissions/contracts';
import { type JobWorkerSettings, loadJobWorkerSettings } from '../jobs/jobWorkerSettings.ts';
import type { LoadedSettings } from '../config/configError.ts';
import { createEnvReader, type EnvReader, maxTimerMs } from '../config/envReader.ts';
import { readableFileProblem } from '../config/fileChecks.ts';
import type { ScriptFontFiles } from '../pdf/pdfFonts.ts';
import { debianScriptFonts, parseScriptFonts } from '../pdf/scriptFonts.ts';
import {
  minimumSigningSecretBytes,
  secretValueProblem,
  signingSecretFileProblem,
  signingSecretFileSetting,
} from '../config/secretChecks.ts';

export type StorageConfig =
  | { kind: 'local'; directory: string; signingSecret: string | undefined; secretFile: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
    };

/** How docx files become PDFs: a conversion service, local LibreOffice, or a plain-text rendering. */
export type DocxConverterConfig =
  { kind: 'service'; url: string } | { kind: 'libreoffice'; sofficePath: string } | { kind: 'text' };

/** Everything the document pipeline reads from the environment (see docs/documents.md). */
export interface DocumentsConfig extends JobWorkerSettings {
  storage: StorageConfig;
  docxConverter: DocxConverterConfig;
  /** A conversion (LibreOffice or the service) is killed / abandoned after this long. */
  conversionTimeoutMs: number;
  /** LibreOffice without network: `auto` when the platform allows, `required` refuses to start otherwise, `off`. */
  conversionNetworkIsolation: 'auto' | 'required' | 'off';
  /** One task of the document worker thread (printing, checks, in-process conversion) may take this long. */
  documentWorkerTimeoutMs: number;
  /** Heap limit of the document worker thread, in MB. */
  documentWorkerMemoryMb: number;
  /** How long a signed upload form stays valid. */
  uploadTtlMs: number;
  maxFileBytes: number;
  /** Per applicant: stored files (originals and PDFs) and pending uploads, and their bytes. */
  quotaFiles: number;
  quotaBytes: number;
  jobPollMs: number;
  jobLeaseMs: number;
  jobMaxAttempts: number;
  jobRetryDelayMs: number;
  /** TrueType fonts for the application PDF (regular and bold); a missing font falls back to Helvetica. */
  pdfFont: string;
  pdfBoldFont: string;
  /** Fonts for the scripts DejaVu lacks (Arabic, Hebrew, Devanagari, CJK, ...); a missing one prints "?". */
  pdfScriptFonts: readonly ScriptFontFiles[];
}

/** The first executable `name` on PATH (or `name` itself when it is a path), else undefined. */
export function findExecutable(name: string, path: string | undefined): string | undefined {
  const candidates = name.includes('/') ? [name] : (path ?? '').split(delimiter).map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const s3BucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function readStorage(read: EnvReader, dataDir: string): StorageConfig {
  const bucket = read.string('S3_BUCKET');
  const region = read.string('S3_REGION');
  const endpoint = read.url('S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = read.string('AWS_ACCESS_KEY_ID');
  const secretAccessKey = read.string('AWS_SECRET_ACCESS_KEY');
  const sessionToken = read.string('AWS_SESSION_TOKEN');
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) {
    const value = read.string(name);
    const problem = value === undefined ? undefined : secretValueProblem(name, value, { token: true });
    if (problem) read.problem(problem);
  }
  const signingSecret = read.string('UPLOAD_SIGNING_SECRET');
  if (signingSecret !== undefined) {
    const problem = secretValueProblem('UPLOAD_SIGNING_SECRET', signingSecret, {
      minLength: minimumSigningSecretBytes,
    });
    if (problem) read.problem(problem);
  }
  if (!bucket) {
    for (const name of ['S3_REGION', 'S3_ENDPOINT']) {
      if (read.string(name) !== undefined)
        read.problem(`${name} is set but S3_BUCKET is not: set S3_BUCKET to store documents in S3`);
    }
    const secretFile = join(dataDir, 'upload-signing-secret');
    // Without UPLOAD_SIGNING_SECRET the file is the key: an empty or damaged one must stop the start, not sign with nothing.
    if (signingSecret === undefined) {
      const problem = signingSecretFileProblem(secretFile, signingSecretFileSetting(secretFile));
      if (problem) read.problem(problem);
    }
    return { kind: 'local', directory: join(dataDir, 'uploads'), signingSecret, secretFile };
  }
  if (!s3BucketPattern.test(bucket)) {
    read.problem(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got ${JSON.stringify(bucket)}`,
    );
  }
  if (region !== undefined && !/^[a-z0-9-]+$/.test(region)) {
    read.problem(`S3_REGION must be a region name such as "eu-central-1", got ${JSON.stringify(region)}`);
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    read.problem(
      `AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together or not at all, got only ${accessKeyId ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'}`,
    );
  }
  if (sessionToken !== undefined && (accessKeyId === undefined || secretAccessKey === undefined)) {
    read.problem('AWS_SESSION_TOKEN needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  return {
    kind: 's3',
    bucket,
    region: region ?? read.string('AWS_REGION') ?? 'us-east-1',
    endpoint: endpoint?.toString().replace(/\/$/, ''),
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
        : undefined,
  };
}

function readDocxConverter(read: EnvReader): DocxConverterConfig {
  const service = read.url('CONVERSION_SERVICE_URL', ['http:', 'https:']);
  const sofficePath = read.string('SOFFICE_PATH');
  // PATH belongs to the process even when a test passes its own environment.
  const soffice = findExecutable(sofficePath ?? 'soffice', read.string('PATH') ?? process.env.PATH);
  if (sofficePath !== undefined && !soffice) {
    read.problem(
      `SOFFICE_PATH must name an executable LibreOffice (a path, or a name on PATH), got ${JSON.stringify(sofficePath)}`,
    );
  }
  if (service) return { kind: 'service', url: service.toString().replace(/\/$/, '') };
  return soffice ? { kind: 'libreoffice', sofficePath: soffice } : { kind: 'text' };
}

/** PDF_SCRIPT_FONTS: unset, Debian's fonts (those missing are left out at print time); "none": no script fonts. */
function readScriptFonts(read: EnvReader): readonly ScriptFontFiles[] {
  const value = read.string('PDF_SCRIPT_FONTS');
  if (value === undefined) return debianScriptFonts;
  if (value === 'none') return [];
  const fonts = parseScriptFonts(value);
  for (const path of fonts.flatMap((font) => [font.regular, ...(font.bold ? [font.bold] : [])])) {
    const problem = readableFileProblem(path);
    if (problem) read.problem(`PDF_SCRIPT_FONTS must name readable font files: ${problem}`);
  }
  return fonts;
}

function readFont(read: EnvReader, name: string, fallback: string): string {
  const path = read.string(name);
  if (path === undefined) return fallback;
  if (readableFileProblem(path))
    read.problem(`${name} must name a readable TrueType font file: ${readableFileProblem(path)}`);
  return path;
}

/** The documents settings group (see docs/configuration.md); `dataDir` holds local uploads. */
export function loadDocumentsConfig(env: NodeJS.ProcessEnv, dataDir: string): LoadedSettings<DocumentsConfig> {
  const read = createEnvReader(env);
  const duration = (name: string, fallback: number) => read.integer(name, fallback, { min: 1, max: maxTimerMs });
  const count = (name: string, fallback: number) => read.integer(name, fallback, { min: 1 });
  const fontDir = '/usr/share/fonts/truetype/dejavu';
  const jobWorker = loadJobWorkerSettings(env);
  return {
    value: {
      ...jobWorker.value,
      storage: readStorage(read, dataDir),
      docxConverter: readDocxConverter(read),
      conversionTimeoutMs: duration('CONVERSION_TIMEOUT_MS', 60_000),
      conversionNetworkIsolation: read.oneOf('CONVERSION_NETWORK_ISOLATION', ['auto', 'required', 'off'], 'auto'),
      documentWorkerTimeoutMs: duration('DOCUMENT_WORKER_TIMEOUT_MS', 60_000),
      documentWorkerMemoryMb: read.integer('DOCUMENT_WORKER_MEMORY_MB', 256, { min: 48, max: 16_384 }),
      uploadTtlMs: duration('UPLOAD_URL_TTL_MS', 15 * 60_000),
      maxFileBytes: limits.fileMaxBytes,
      quotaFiles: count('UPLOAD_QUOTA_FILES', 50),
      quotaBytes: count('UPLOAD_QUOTA_BYTES', 50 * 1024 * 1024),
      jobPollMs: duration('JOB_POLL_MS', 1000),
      jobLeaseMs: duration('JOB_LEASE_MS', 120_000),
      jobMaxAttempts: count('JOB_MAX_ATTEMPTS', 3),
      jobRetryDelayMs: duration('JOB_RETRY_DELAY_MS', 5_000),
      pdfFont: readFont(read, 'PDF_FONT', join(fontDir, 'DejaVuSans.ttf')),
      pdfBoldFont: readFont(read, 'PDF_BOLD_FONT', join(fontDir, 'DejaVuSans-Bold.ttf')),
      pdfScriptFonts: readScriptFonts(read),
    },
    problems: [...read.problems, ...jobWorker.problems],
  };
}
