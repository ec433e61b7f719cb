import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactedValue, resolvedLogFormat } from './loggerOptions.ts';

describe('log lines for a person or a log shipper', () => {
  it('auto is readable lines on a terminal outside production, JSON otherwise', () => {
    expect(resolvedLogFormat('auto', { isTTY: true }, {})).toBe('pretty');
    expect(resolvedLogFormat('auto', { isTTY: true }, { NODE_ENV: 'production' })).toBe('json');
    expect(resolvedLogFormat('auto', { isTTY: false }, {})).toBe('json');
    expect(resolvedLogFormat('auto', {}, {})).toBe('json');
    expect(resolvedLogFormat('json', { isTTY: true }, {})).toBe('json');
    expect(resolvedLogFormat('pretty', { isTTY: false }, { NODE_ENV: 'production' })).toBe('pretty');
  });

  it('pretty: one readable line per entry with its level and message, secrets still redacted', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('info', 'pretty', destination) });
    app.log.info({ password: 'hunter2', tenant: 'demo-college' }, 'Tenant loaded');
    await app.close();
    const text = lines.join('');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Tenant loaded\n/);
    expect(text).toContain('tenant: "demo-college"');
    expect(text).toContain(`password: "${redactedValue}"`);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('"level":');
    expect(text).not.toContain('\u001b[');
  });

  it('json: pino JSON lines (what log shippers read)', () => {
    expect(loggerOptions('info', 'json')).not.toHaveProperty('stream');
    expect(loggerOptions('info')).not.toHaveProperty('stream');
  });
});
