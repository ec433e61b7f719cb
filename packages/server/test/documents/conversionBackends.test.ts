import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { fixture, startDocumentServer } from './support/documentTestServer.ts';
import { pdfText } from './support/pdfText.ts';
import { download, uploadDocument } from './support/uploadDocument.ts';

interface ReceivedConversion {
  path: string;
  fileName: string | undefined;
  bytes: number;
}

/** A stand-in for Gotenberg's LibreOffice route on loopback: answers every .docx with a one-page PDF. */
async function startFakeConversionService(): Promise<{ url: string; received: ReceivedConversion[]; server: Server }> {
  const received: ReceivedConversion[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const form = await new Request('http://fake', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
        const file = form.get('files');
        received.push({
          path: request.url ?? '',
          fileName: file instanceof File ? file.name : undefined,
          bytes: file instanceof File ? file.size : 0,
        });
        const doc = await PDFDocument.create();
        const font = await doc.embedFont(StandardFonts.Helvetica);
        doc.addPage([300, 200]).drawText('Converted by the conversion service', { x: 10, y: 100, size: 10, font });
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(await doc.save()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe.skipIf(skipDatabaseLeg)(`docx conversion back ends on ${testDatabaseKind}`, () => {
  let service: Awaited<ReturnType<typeof startFakeConversionService>>;

  beforeAll(async () => {
    service = await startFakeConversionService();
  });
  afterAll(async () => {
    await new Promise((resolve) => service?.server.close(resolve));
  });

  // Each test's first conversion also starts its server's document worker thread: longer timeouts.
  it('sends .docx files to CONVERSION_SERVICE_URL (Gotenberg LibreOffice route)', async () => {
    const server = await startDocumentServer('local', { env: { CONVERSION_SERVICE_URL: service.url } });
    try {
      const { client } = await loggedInClient(server);
      const result = await uploadDocument(client, 'photo_id', fixture('sample.docx'), 'essay.docx');
      expect(result.status).toBe('COMPLETED');
      // The sanitised copy (hostileDocuments.test.ts shows what it leaves out), not the upload's own bytes.
      expect(service.received).toEqual([
        { path: '/forms/libreoffice/convert', fileName: 'document.docx', bytes: expect.any(Number) },
      ]);
      expect(service.received[0]!.bytes).toBeGreaterThan(0);
      const pdf = await download(client, result.url!);
      expect(pdfText(pdf.bytes)).toContain('Converted by the conversion service');
      // Images and PDFs never go to the service.
      await uploadDocument(client, 'essay_upload', fixture('sample.png'), 'photo.png');
      expect(service.received).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('renders the text of a .docx when neither LibreOffice nor a service is available', async () => {
    const server = await startDocumentServer('local', { env: { PATH: '/nonexistent' } });
    try {
      expect(server.config.documents.docxConverter).toEqual({ kind: 'text' });
      const { client } = await loggedInClient(server);
      const result = await uploadDocument(client, 'photo_id', fixture('sample.docx'), 'essay.docx');
      expect(result.status).toBe('COMPLETED');
      const text = pdfText((await download(client, result.url!)).bytes);
      expect(text).toContain('Transcript of Ada Lovelace');
      expect(text).toContain('Analytical engines: A+');
    } finally {
      await server.close();
    }
  }, 120_000);
});
