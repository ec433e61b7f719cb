/** Query parameters that carry secrets and must never reach a log line. */
const secretParameters = new Set(['token', 'service_token', 'id', 'code', 'password']);

/** The request URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeURIComponentSafe(equals < 0 ? pair : pair.slice(0, equals));
      return secretParameters.has(name) && equals >= 0 ? `${pair.slice(0, equals)}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
