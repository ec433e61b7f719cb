import { createHash } from 'node:crypto';
import { appendFileSync, createReadStream, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { type AdminOperations, csvRow, defaultExportPageSize, type ExportCursor } from '@admissions/server';

/** The manifest's columns (one row per file, for a document-imaging import). */
export const manifestHeader = [
  'applicant_id',
  'applicant_email',
  'submitted_at',
  'file',
  'document_type',
  'question',
  'original_file_name',
  'bytes',
  'sha256',
  'exported_at',
] as const;

export const manifestName = 'manifest.csv';

/** The paths (`<applicant id>/<file>`) the manifest already lists, read line by line. */
async function listedFiles(manifest: string): Promise<Set<string>> {
  const listed = new Set<string>();
  if (!existsSync(manifest)) return listed;
  const lines = createInterface({ input: createReadStream(manifest, 'utf8'), crlfDelay: Infinity });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    const [applicant, , , file] = parseFirstFields(line);
    if (applicant && file) listed.add(`${applicant}/${file}`);
  }
  return listed;
}

/** The fields of one of our CSV lines (RFC 4180 quoting), enough to read the first four. */
function parseFirstFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length && fields.length < 4) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i += 1;
          break;
        } else {
          value += line[i++];
        }
      }
      fields.push(value);
      i += 1; // the comma
    } else {
      const end = line.indexOf(',', i);
      fields.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

/** Writes a file whole or not at all: to a temporary name first, then renamed. */
function writeWhole(path: string, bytes: Uint8Array): void {
  writeFileSync(`${path}.partial`, bytes, { mode: 0o600 });
  renameSync(`${path}.partial`, path);
}

/**
 * The document bundle: per submitted applicant a folder named by the
 * applicant id holding `application.pdf` (the form pages of the application
 * PDF) and `<answer key>.pdf` for every converted document, and
 * `manifest.csv` listing each file. Run again, it adds only what is new: a
 * file the manifest lists and the folder holds is not fetched again; a row is
 * appended only once its file is written, so an interrupted run is completed
 * by the next one.
 */
export async function writeBundle(
  operations: AdminOperations,
  directory: string,
  options: { since?: string; now: () => Date },
): Promise<{ applicants: number; added: number; kept: number }> {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const manifest = join(directory, manifestName);
  const listed = await listedFiles(manifest);
  if (!existsSync(manifest)) writeFileSync(manifest, csvRow(manifestHeader), { mode: 0o600 });
  let applicants = 0;
  let added = 0;
  let kept = 0;
  let after: ExportCursor | undefined;
  do {
    const page = await operations.bundlePage({
      ...(options.since ? { since: options.since } : {}),
      ...(after ? { after } : {}),
      limit: defaultExportPageSize,
    });
    for (const applicant of page.applicants) {
      applicants += 1;
      const folder = join(directory, applicant.applicantId);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const files = [
        { name: 'application.pdf', source: 'application', type: 'application', question: '', original: '' },
        ...applicant.documents
          .filter((document) => document.converted)
          .map((document) => ({
            name: `${document.answerKey}.pdf`,
            source: document.answerKey,
            type: document.answerKey,
            question: document.label,
            original: document.fileName,
          })),
      ];
      for (const file of files) {
        const path = join(folder, file.name);
        const inManifest = listed.has(`${applicant.applicantId}/${file.name}`);
        if (inManifest && existsSync(path)) {
          kept += 1;
          continue;
        }
        const { base64 } = await operations.bundleFile({ userId: applicant.userId, file: file.source });
        const bytes = Buffer.from(base64, 'base64');
        writeWhole(path, bytes);
        added += 1;
        if (inManifest) continue;
        appendFileSync(
          manifest,
          csvRow([
            applicant.applicantId,
            applicant.username,
            applicant.submittedAt,
            file.name,
            file.type,
            file.question,
            file.original,
            bytes.length,
            createHash('sha256').update(bytes).digest('hex'),
            options.now().toISOString(),
          ]),
        );
        listed.add(`${applicant.applicantId}/${file.name}`);
      }
    }
    after = page.next ?? undefined;
  } while (after);
  return { applicants, added, kept };
}
