import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the receiver answers one request: 200, a 500 with a private body, or never (a timeout). */
export type ReceiverAnswer = 'ok' | 'fail' | 'hang';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
  answer: ReceiverAnswer;
}

/** A body the receiver sends with its failures: it must never reach the server's log. */
export const privateReceiverBody = 'RECEIVER-PRIVATE-BODY account 4417-1234-5678-9113';

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Answers for the next requests, in order; then `otherwise`. */
  plan: ReceiverAnswer[];
  otherwise: ReceiverAnswer;
  /** Requests it was told to hang on whose connection is still open: the sender is still waiting. */
  openRequests(): number;
  close(): Promise<void>;
}

/** A webhook receiver on loopback that answers as planned and records every request. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    plan: [],
    otherwise: 'ok',
    openRequests: () => hanging.size,
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = receiver.plan.shift() ?? receiver.otherwise;
      receiver.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
        answer,
      });
      if (answer === 'hang') {
        // Until the sender gives up (its timeout, its shutdown) or the receiver closes.
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
      } else if (answer === 'fail') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(privateReceiverBody);
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}
