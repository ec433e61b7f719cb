/** fontkit ships no types; this module's callers describe what they use of the font it returns. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
