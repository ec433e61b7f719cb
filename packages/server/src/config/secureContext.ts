/**
 * Browsers treat https origins and http://localhost / 127.0.0.1 / [::1] as
 * secure contexts and keep `Secure` cookies there; any other http origin
 * (a LAN address, say) would drop them.
 */
export function isSecureContextOrigin(origin: string): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
