import { describe, expect, it } from 'vitest';
import { auditVerdict } from './auditVerdict.ts';

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('auditVerdict', () => {
  it('passes a report without high or critical advisories', () => {
    expect(auditVerdict(report({ a: { name: 'a', severity: 'moderate', via: [] } }, { moderate: 1 }))).toEqual({
      kind: 'clean',
      counts: { info: 0, low: 0, moderate: 1, high: 0, critical: 0 },
    });
  });

  it('fails on high and critical advisories and names them', () => {
    const verdict = auditVerdict(
      report(
        {
          fastify: {
            name: 'fastify',
            severity: 'high',
            via: [{ title: 'Content-Type parsing bypass', url: 'https://github.com/advisories/GHSA-x' }],
            fixAvailable: true,
          },
          wrapper: { name: 'wrapper', severity: 'critical', via: ['fastify'], fixAvailable: false },
        },
        { high: 1, critical: 1 },
      ),
    );
    expect(verdict).toMatchObject({
      kind: 'vulnerable',
      findings: [
        {
          name: 'fastify',
          severity: 'high',
          via: ['Content-Type parsing bypass https://github.com/advisories/GHSA-x'],
          fixAvailable: true,
        },
        { name: 'wrapper', severity: 'critical', via: ['through fastify'], fixAvailable: false },
      ],
    });
  });

  it('reports an unreachable audit endpoint (405 here, offline runners) instead of a result', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toMatchObject({ kind: 'unreachable' });
    const offline = JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry' } });
    expect(auditVerdict(offline)).toMatchObject({ kind: 'unreachable' });
  });

  it('calls anything else a failure of the check, not a pass', () => {
    expect(auditVerdict('')).toMatchObject({ kind: 'unreadable' });
    expect(auditVerdict('{"error":{"code":"EAUDITNOLOCK","summary":"no lockfile"}}')).toMatchObject({
      kind: 'unreadable',
    });
  });
});
