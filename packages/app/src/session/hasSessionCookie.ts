/**
 * Logged in means a cookie whose name begins with the identity
 * provider prefix exists. The server sets that non-secret marker next to the
 * HttpOnly session cookie and clears it on logout and expiry.
 */
export function hasSessionCookie(cookieHeader: string, prefix: string): boolean {
  if (!prefix) return false;
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => {
      const separator = part.indexOf('=');
      const name = separator === -1 ? part : part.slice(0, separator);
      const value = separator === -1 ? '' : part.slice(separator + 1);
      return name.startsWith(prefix) && value !== '';
    });
}
