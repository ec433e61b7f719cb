import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl } from '../http/redactUrl.ts';

/** Fastify's logger settings (pino's options). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What replaces a redacted value in a log line. */
export const redactedValue = '[redacted]';

/**
 * Paths pino blanks out in every log line, should any code ever log them:
 * credentials in headers, request bodies as a whole (answers are personal
 * data), and the fields that carry passwords, codes and tokens. A wildcard
 * reaches one level down (`{ user: { password } }`). `*.code` is left out on
 * purpose: it would hide error codes (`err.code: 'ECONNREFUSED'`).
 */
export const redactedLogPaths: readonly string[] = [
  ...['authorization', 'cookie', '["set-cookie"]'].flatMap((header) => [
    `headers.${header}`,
    `req.headers.${header}`,
    `res.headers.${header}`,
    `*.headers.${header}`,
  ]),
  'body',
  '*.body',
  'code',
  ...['password', 'confirm_password', 'token', 'service_token', 'sessionId', 'cookie', 'answer', 'answers'].flatMap(
    (field) => [field, `*.${field}`],
  ),
];

/**
 * The server's pino settings: JSON lines at `level`, requests shown as
 * method, redacted URL and client address (secrets travel in query strings:
 * ?token=, ?service_token=), and the redaction above.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: [...redactedLogPaths], censor: redactedValue },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
    },
  };
}
