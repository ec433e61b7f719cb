import type { EnvReader } from './envReader.ts';

/**
 * The origin users reach the app at (mailed links, the CSRF origin check):
 * PUBLIC_BASE_URL, or its older name PUBLIC_ORIGIN; by default the listen
 * address. Origin only: the app is served at the root of its origin. With
 * NODE_ENV=production it must be set and https.
 */
export function readPublicBaseUrl(read: EnvReader, listen: { host: string; port: number }): string {
  const current = read.url('PUBLIC_BASE_URL', ['http:', 'https:']);
  const older = read.url('PUBLIC_ORIGIN', ['http:', 'https:']);
  const checked = (url: URL | undefined, name: string): string | undefined => {
    if (!url) return undefined;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      read.problem(
        `${name} must be an origin only (scheme, host and optional port: the app is served at the root), ` +
          `got ${JSON.stringify(read.string(name))}`,
      );
      return undefined;
    }
    return url.origin;
  };
  const base = checked(current, 'PUBLIC_BASE_URL');
  const alias = checked(older, 'PUBLIC_ORIGIN');
  if (base && alias && base !== alias) {
    read.problem(
      `PUBLIC_BASE_URL (${JSON.stringify(base)}) and its older name PUBLIC_ORIGIN (${JSON.stringify(alias)}) disagree: set only PUBLIC_BASE_URL`,
    );
  }
  const configured = base ?? alias;
  if (read.string('NODE_ENV') === 'production') {
    const given = read.string('PUBLIC_BASE_URL') ?? read.string('PUBLIC_ORIGIN');
    if (given === undefined) {
      read.problem(
        'PUBLIC_BASE_URL must be set when NODE_ENV=production: the https origin users reach the app at, e.g. "https://apply.example.edu"',
      );
    } else if (configured && !configured.startsWith('https:')) {
      read.problem(`PUBLIC_BASE_URL must be an https:// URL when NODE_ENV=production, got ${JSON.stringify(given)}`);
    }
  }
  if (configured) return configured;
  const shownHost = listen.host === '0.0.0.0' || listen.host === '::' ? '127.0.0.1' : listen.host;
  return `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${listen.port}`;
}
