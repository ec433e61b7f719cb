import Fastify, { type FastifyBaseLogger } from 'fastify';

/**
 * The logger of work a CLI does itself (printing a bundle's PDFs): warnings
 * and errors as JSON lines on stderr, so stdout keeps only the command's
 * output (an export written to stdout stays clean).
 */
export function cliLogger(): FastifyBaseLogger {
  return Fastify({ logger: { level: 'warn', stream: process.stderr } }).log;
}
