import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * A CSS module class name for the production build: `_` and six characters
 * of a hash of the stylesheet's path (relative to `root`, so every machine
 * builds the same names) and the class. The script holds each name as a
 * string and the stylesheet as a selector, so short names take bytes off
 * both; 36 bits keep a clash among a few hundred classes out of reach.
 * Development keeps Vite's readable names.
 */
export function shortClassName(root: string): (className: string, file: string) => string {
  return (className, file) => {
    const path = relative(root, file.split('?')[0] ?? file).replaceAll('\\', '/');
    return `_${createHash('sha256').update(`${path}:${className}`).digest('base64url').slice(0, 6)}`;
  };
}
