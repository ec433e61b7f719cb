import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface RecordingConversionService {
  /** The URL one node is given as CONVERSION_SERVICE_URL: `<service>/<node>`, so each request names its node. */
  urlFor(node: string): string;
  /** The node of every conversion request received, in order. */
  readonly requests: string[];
  /** While true, requests are held open: a conversion stays IN_PROGRESS. */
  hanging: boolean;
  /** Stops holding: answers the held requests whose node is still connected, and every new one. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A docx-to-PDF service with Gotenberg's route on loopback
 * (`POST <url>/forms/libreoffice/convert`), reached by each node under its own
 * path prefix: the test sees which node's worker ran a conversion. It answers
 * a one-page PDF naming that node, or holds the request open while `hanging`.
 */
export async function startRecordingConversionService(): Promise<RecordingConversionService> {
  const held: { response: ServerResponse; node: string }[] = [];
  const answer = async (response: ServerResponse, node: string) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([300, 200]).drawText(`converted by ${node}`, { x: 10, y: 100, size: 10, font });
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(await doc.save()));
  };
  const service = {
    requests: [] as string[],
    hanging: false,
    urlFor: (node: string) => `${origin}/${node}`,
    release() {
      service.hanging = false;
      for (const { response, node } of held.splice(0)) {
        if (!response.socket?.destroyed) void answer(response, node).catch(() => response.destroy());
      }
    },
    async close() {
      for (const { response } of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/([\w-]+)\/forms\/libreoffice\/convert$/.exec(request.url ?? '');
    request.resume();
    request.on('end', () => {
      if (!match?.[1] || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      service.requests.push(match[1]);
      if (service.hanging) held.push({ response, node: match[1] });
      else void answer(response, match[1]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
