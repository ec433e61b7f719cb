/**
 * The revision in an If-Match header: `"3"` (also `W/"3"` or a bare 3).
 * undefined without the header (last write wins); null when it is malformed.
 */
export function parseIfMatch(header: string | undefined): number | undefined | null {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : null;
}
