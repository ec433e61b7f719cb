/** What `npm audit --json` said, reduced to what CI acts on. */
export type AuditVerdict =
  | { kind: 'clean'; counts: SeverityCounts }
  | { kind: 'vulnerable'; counts: SeverityCounts; findings: AuditFinding[] }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'unreadable'; reason: string };

export interface SeverityCounts {
  info: number;
  low: number;
  moderate: number;
  high: number;
  critical: number;
}

export interface AuditFinding {
  name: string;
  severity: 'high' | 'critical';
  /** Advisory titles and URLs (or the packages it comes through). */
  via: string[];
  fixAvailable: boolean;
}

interface AuditReport {
  auditReportVersion?: number;
  vulnerabilities?: Record<
    string,
    {
      name?: string;
      severity?: string;
      via?: (string | { title?: string; url?: string })[];
      fixAvailable?: unknown;
    }
  >;
  metadata?: { vulnerabilities?: Partial<SeverityCounts> };
  error?: { code?: string; summary?: string; detail?: string };
  statusCode?: number;
  message?: string;
}

/** Network and registry failures: the advisory data could not be fetched (not a finding about our code). */
const networkCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH']);

/**
 * Reads the JSON `npm audit --json` printed. High and critical advisories
 * fail the check; an audit endpoint that cannot be reached (this machine's
 * registry answers 405 to the bulk advisory POST, a CI runner may be
 * offline) is reported as unreachable, not as a result.
 */
export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return { kind: 'unreadable', reason: `npm audit printed no JSON: ${stdout.slice(0, 200) || '(nothing)'}` };
  }
  const code = report.error?.code;
  if (typeof report.statusCode === 'number' && report.statusCode >= 400) {
    return { kind: 'unreachable', reason: report.message ?? `the audit endpoint answered ${report.statusCode}` };
  }
  if (code && networkCodes.has(code)) {
    return { kind: 'unreachable', reason: `${code}: ${report.error?.summary ?? ''}`.trim() };
  }
  if (report.error) {
    return { kind: 'unreadable', reason: report.error.summary ?? report.error.detail ?? 'npm audit failed' };
  }
  const metadata = report.metadata?.vulnerabilities;
  if (!metadata || !report.vulnerabilities) {
    return { kind: 'unreadable', reason: 'the audit report has no vulnerability summary' };
  }
  const counts: SeverityCounts = {
    info: metadata.info ?? 0,
    low: metadata.low ?? 0,
    moderate: metadata.moderate ?? 0,
    high: metadata.high ?? 0,
    critical: metadata.critical ?? 0,
  };
  const findings: AuditFinding[] = [];
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    if (entry.severity !== 'high' && entry.severity !== 'critical') continue;
    findings.push({
      name: entry.name ?? name,
      severity: entry.severity,
      via: (entry.via ?? []).map((via) =>
        typeof via === 'string' ? `through ${via}` : `${via.title ?? 'advisory'} ${via.url ?? ''}`.trim(),
      ),
      fixAvailable: Boolean(entry.fixAvailable),
    });
  }
  if (findings.length > 0 || counts.high + counts.critical > 0) return { kind: 'vulnerable', counts, findings };
  return { kind: 'clean', counts };
}
