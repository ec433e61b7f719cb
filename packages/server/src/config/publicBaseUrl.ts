import type { EnvReader } from './envReader.ts';

/**
 * The origin users reach the app at (mailed links, the CSRF origin check):
 * PUBLIC_BASE_URL; by default the listen address. Origin only: the app is
 * served at the root of its origin. With NODE_ENV=production it must be set
 * and https.
 */
export function readPublicBaseUrl(read: EnvReader, listen: { host: string; port: number }): string {
  const configured = originOnly(read, read.url('PUBLIC_BASE_URL', ['http:', 'https:']));
  if (read.string('NODE_ENV') === 'production') {
    const given = read.string('PUBLIC_BASE_URL');
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

function originOnly(read: EnvReader, url: URL | undefined): string | undefined {
  if (!url) return undefined;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    read.problem(
      'PUBLIC_BASE_URL must be an origin only (scheme, host and optional port: the app is served at the root), ' +
        `got ${JSON.stringify(read.string('PUBLIC_BASE_URL'))}`,
    );
    return undefined;
  }
  return url.origin;
}
