import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findExecutable } from '../../src/documents/documentsConfig.ts';
import { makePng } from '../fixtures/documents/generateFixtures.ts';
import { loggedInClient } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, startDocumentServer } from './support/documentTestServer.ts';
import { altChunkDocx, fieldDocx, linkedPictureDocx, vmlLinkedPictureDocx } from './support/hostileDocx.ts';
import { pdfImageCount, pdfText } from './support/pdfText.ts';
import { download, uploadDocument } from './support/uploadDocument.ts';

/** A web server on loopback that records every request (the converter must send none). */
async function startWatchedServer() {
  const requests: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'image/png' }).end(makePng(32, 32));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Uploads a .docx and returns the converted PDF (the conversion must complete). */
async function convert(client: ApiClient, docx: Uint8Array, answerKey = 'essay_upload'): Promise<Uint8Array> {
  const result = await uploadDocument(client, answerKey, docx, 'statement.docx');
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'COMPLETED' });
  return (await download(client, result.url!)).bytes;
}

const soffice = findExecutable('soffice', process.env.PATH);

// What a converter is sent and what it may read does not depend on the database, and the LibreOffice conversions
// are the heaviest work of the server legs: the PGlite leg only.
const onThisLeg = testDatabaseKind === 'pglite';

/**
 * Word documents that point outside themselves, converted by the real
 * LibreOffice: nothing is fetched from the network, nothing from the
 * server's disk ends up in the PDF the uploader downloads.
 */
describe.runIf(onThisLeg && soffice)(`hostile Word documents through LibreOffice on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;
  let client: ApiClient;
  let watched: Awaited<ReturnType<typeof startWatchedServer>>;
  const secrets = mkdtempSync(join(tmpdir(), 'server-secrets-'));
  const secretText = 'SERVER-SECRET-TEXT-7f3a91';
  const secretImage = join(secrets, 'secret.png');

  beforeAll(async () => {
    writeFileSync(join(secrets, 'secret.txt'), `${secretText}\n`);
    writeFileSync(secretImage, makePng(48, 48));
    watched = await startWatchedServer();
    server = await startDocumentServer('local', { env: { SOFFICE_PATH: soffice! } });
    ({ client } = await loggedInClient(server));
  });
  afterAll(async () => {
    await server?.close();
    await watched?.close();
    rmSync(secrets, { recursive: true, force: true });
  });
  beforeEach(() => {
    watched.requests.length = 0;
  });

  it('never fetches a picture linked to a URL', async () => {
    const pdf = await convert(client, linkedPictureDocx(`${watched.url}/linked-picture.png`, 'Linked over http'));
    expect(pdfText(pdf)).toContain('Linked over http');
    const vml = await convert(client, vmlLinkedPictureDocx(`${watched.url}/vml-picture.png`), 'photo_id');
    expect(pdfImageCount(vml)).toBe(0);
    expect(watched.requests).toEqual([]);
    expect(pdfImageCount(pdf)).toBe(0);
  }, 240_000);

  it("never embeds a picture linked to a file on the server's disk", async () => {
    const pdf = await convert(client, linkedPictureDocx(`file://${secretImage}`, 'Linked to a server file'));
    expect(pdfText(pdf)).toContain('Linked to a server file');
    expect(pdfImageCount(pdf)).toBe(0);
  }, 240_000);

  it('never includes a file through a field, and shows what the document stored instead', async () => {
    const pdf = await convert(
      client,
      fieldDocx(`INCLUDETEXT "${join(secrets, 'secret.txt')}"`, 'the stored result', 'Field including a file'),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Field including a file');
    expect(text).toContain('the stored result');
    expect(text).not.toContain(secretText);
  }, 240_000);

  it('never imports an alternative-format chunk', async () => {
    const pdf = await convert(
      client,
      altChunkDocx(
        `<html><body><p>${secretText}</p><img src="${watched.url}/chunk.png"><img src="file://${secretImage}"></body></html>`,
      ),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Before the chunk');
    expect(text).not.toContain(secretText);
    expect(pdfImageCount(pdf)).toBe(0);
    expect(watched.requests).toEqual([]);
  }, 240_000);
});

/** A conversion service (Gotenberg's route) on loopback that keeps what it receives and answers a PDF. */
async function startRecordingService() {
  const received: Uint8Array[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(new Uint8Array(Buffer.concat(chunks)));
      void (async () => {
        const doc = await PDFDocument.create();
        const font = await doc.embedFont(StandardFonts.Helvetica);
        doc.addPage([300, 200]).drawText('converted', { x: 10, y: 100, size: 10, font });
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(await doc.save()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The .docx inside a multipart body (the file part is the only zip in it). */
function docxInMultipart(body: Uint8Array): Record<string, string> {
  const start = Buffer.from(body).indexOf('PK\u0003\u0004');
  const end = Buffer.from(body).lastIndexOf('\r\n--');
  return Object.fromEntries(
    Object.entries(unzipSync(body.subarray(start, end))).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

describe.runIf(onThisLeg)(`hostile Word documents through a conversion service on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;
  let service: Awaited<ReturnType<typeof startRecordingService>>;

  beforeAll(async () => {
    service = await startRecordingService();
    server = await startDocumentServer('local', { env: { CONVERSION_SERVICE_URL: service.url } });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  it('sends the service only the sanitised document', async () => {
    const { client } = await loggedInClient(server);
    await convert(client, linkedPictureDocx('file:///etc/ssl/private/server.png', 'Linked picture'), 'photo_id');
    await convert(client, fieldDocx('INCLUDEPICTURE "http://169.254.169.254/latest/meta-data/"', 'stored'));
    const [picture, field] = service.received.map(docxInMultipart);
    expect(picture!['word/_rels/document.xml.rels']).not.toContain('/etc/ssl');
    expect(picture!['word/document.xml']).toContain('Linked picture');
    expect(field!['word/document.xml']).not.toContain('169.254.169.254');
    expect(field!['word/document.xml']).toContain('<w:t>stored</w:t>');
  }, 120_000);
});
