import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { limits } from '@admissions/contracts';
import { type JobWorkerSettings, loadJobWorkerSettings } from './jobs/jobWorkerSettings.ts';

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
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
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

export function loadDocumentsConfig(env: NodeJS.ProcessEnv, dataDir: string): DocumentsConfig {
  const storage: StorageConfig = env.S3_BUCKET
    ? {
        kind: 's3',
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        credentials:
          env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
            ? {
                accessKeyId: env.AWS_ACCESS_KEY_ID,
                secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
                ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
              }
            : undefined,
      }
    : {
        kind: 'local',
        directory: join(dataDir, 'uploads'),
        signingSecret: env.UPLOAD_SIGNING_SECRET || undefined,
        secretFile: join(dataDir, 'upload-signing-secret'),
      };
  // PATH belongs to the process even when a test passes its own environment.
  const soffice = findExecutable(env.SOFFICE_PATH || 'soffice', env.PATH ?? process.env.PATH);
  const docxConverter: DocxConverterConfig = env.CONVERSION_SERVICE_URL
    ? { kind: 'service', url: env.CONVERSION_SERVICE_URL.replace(/\/$/, '') }
    : soffice
      ? { kind: 'libreoffice', sofficePath: soffice }
      : { kind: 'text' };
  const fontDir = '/usr/share/fonts/truetype/dejavu';
  return {
    storage,
    docxConverter,
    conversionTimeoutMs: positive(env, 'CONVERSION_TIMEOUT_MS', 60_000),
    uploadTtlMs: positive(env, 'UPLOAD_URL_TTL_MS', 15 * 60_000),
    maxFileBytes: limits.fileMaxBytes,
    quotaFiles: positive(env, 'UPLOAD_QUOTA_FILES', 50),
    quotaBytes: positive(env, 'UPLOAD_QUOTA_BYTES', 50 * 1024 * 1024),
    jobPollMs: positive(env, 'JOB_POLL_MS', 1000),
    jobLeaseMs: positive(env, 'JOB_LEASE_MS', 120_000),
    jobMaxAttempts: positive(env, 'JOB_MAX_ATTEMPTS', 3),
    jobRetryDelayMs: positive(env, 'JOB_RETRY_DELAY_MS', 5_000),
    pdfFont: env.PDF_FONT || join(fontDir, 'DejaVuSans.ttf'),
    pdfBoldFont: env.PDF_BOLD_FONT || join(fontDir, 'DejaVuSans-Bold.ttf'),
    ...loadJobWorkerSettings(env),
  };
}
