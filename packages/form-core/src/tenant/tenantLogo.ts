import { positionOfPointer } from './json/jsonPositions.ts';
import type { TenantFileReader } from './tenantFileReader.ts';
import { isInsideFolder } from './tenantFileReader.ts';
import type { TenantProblem } from './tenantProblem.ts';
import type { TenantSources } from './tenantSources.ts';

/** A file of the tenant folder the browser loads as it is (the logo). */
export interface TenantAsset {
  /** As tenant.json names it. */
  file: string;
  bytes: Uint8Array;
  contentType: string;
  /** File name extension for the served URL, e.g. `svg`. */
  extension: string;
}

export const maxLogoBytes = 256 * 1024;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

/** The image type from the file's first bytes (its name may lie), or undefined. */
export function imageTypeOf(bytes: Uint8Array): { contentType: string; extension: string } | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head)) {
    return { contentType: 'image/svg+xml', extension: 'svg' };
  }
  return undefined;
}

/** Reads branding.logo; `logo` problems (missing file, not an image, too large) at the name in tenant.json. */
export function readTenantLogo(
  sources: TenantSources,
  reader: TenantFileReader,
  logo: string | undefined,
): { asset?: TenantAsset; problems: TenantProblem[] } {
  const file = sources.config;
  if (logo === undefined || !file) return { problems: [] };
  const problem = (message: string): { problems: TenantProblem[] } => ({
    problems: [
      { file: file.path, ...positionOfPointer(file.text, file.tree, '/branding/logo'), rule: 'logo', message },
    ],
  });
  if (!isInsideFolder(logo))
    return problem(`"${logo}" must be a path inside the tenant folder (no leading / and no ..)`);
  const bytes = reader.readBytes(logo.replace(/^\.\//, ''));
  if (bytes === undefined) return problem(`"${logo}" does not exist (relative to the tenant folder)`);
  if (bytes.length > maxLogoBytes) {
    return problem(
      `"${logo}" is ${Math.ceil(bytes.length / 1024)} KB; a logo may be at most ${maxLogoBytes / 1024} KB`,
    );
  }
  const type = imageTypeOf(bytes);
  if (!type) return problem(`"${logo}" is not an SVG, PNG, JPEG or WebP image`);
  return { asset: { file: logo, bytes, ...type }, problems: [] };
}
