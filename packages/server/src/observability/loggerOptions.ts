import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import { redactUrl } from '../http/redactUrl.ts';
import type { LogFormat } from '../config/coreSettings.ts';

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
 * Whether log lines are written for a person or for a log shipper: `auto`
 * is readable lines on a terminal outside production (`npm start` on a
 * laptop), JSON everywhere else (a service manager, a container, a pipe).
 */
export function resolvedLogFormat(
  format: LogFormat,
  stdout: { isTTY?: boolean } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): 'json' | 'pretty' {
  if (format !== 'auto') return format;
  return stdout.isTTY === true && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/**
 * The server's pino settings: lines at `level`, requests shown as method,
 * redacted URL and client address (secrets travel in query strings:
 * ?token=, ?service_token=), and the redaction above. JSON lines, or for
 * `pretty` one readable line each (time, level, message, then the fields),
 * formatted in this thread so that a line is written before the next
 * starts and nothing is lost at exit; the redaction happens before either.
 */
export function loggerOptions(
  level: string,
  format: 'json' | 'pretty' = 'json',
  /** Where pretty lines go instead of stdout (tests). */
  destination?: NodeJS.WritableStream,
): LoggerOptions {
  return {
    level,
    redact: { paths: [...redactedLogPaths], censor: redactedValue },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
    },
    ...(format === 'pretty'
      ? {
          stream: pinoPretty({
            colorize: destination === undefined && process.stdout.isTTY === true,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname',
            sync: true,
            ...(destination ? { destination } : {}),
          }),
        }
      : {}),
  };
}
