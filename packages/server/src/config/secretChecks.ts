import { readFileSync, statSync } from 'node:fs';

/**
 * Checks of the secrets the server reads. A problem names the setting (or
 * the file) and what is wrong with it, never the value: configuration errors
 * are printed and logged.
 */

/** The bytes of an upload signing key: a shorter HMAC key is refused everywhere it is used. */
export const minimumSigningSecretBytes = 32;

/** Control characters (a pasted line break, a NUL) never belong in a secret and usually mean a broken value. */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a secret from the environment is malformed, or undefined. */
export function secretValueProblem(
  name: string,
  value: string,
  rules: { minLength?: number; token?: boolean } = {},
): string | undefined {
  if (controlCharacter.test(value)) return `${name} contains control characters (value not shown)`;
  if (rules.token && !/^[\x21-\x7e]+$/.test(value)) {
    return `${name} must be printable ASCII without spaces (it is sent in a header; value not shown)`;
  }
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return `${name} must be at least ${rules.minLength} characters long, got ${value.length} (value not shown)`;
  }
  return undefined;
}

/** How a problem names the generated signing secret file. */
export const signingSecretFileSetting = (path: string) => `DATA_DIR/upload-signing-secret (${path})`;

/** The file's content is the hex of 32 random bytes (with an optional line break), as the server writes it. */
const signingSecretFileContent = /^[0-9a-f]{64}\r?\n?$/i;

/**
 * Why the upload signing secret file cannot be used, or undefined when it is
 * fine or does not exist yet (the server creates it). `setting` names it in
 * the message (e.g. `DATA_DIR/upload-signing-secret (/var/lib/app/...)`).
 */
export function signingSecretFileProblem(path: string, setting: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    // Not there yet (the server creates it), or DATA_DIR itself is wrong (reported on its own).
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    return `${setting} cannot be read: ${(error as Error).message}`;
  }
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    return `${setting} cannot be read: ${(error as Error).message}`;
  }
  const fix = 'delete it to have a new one generated, or set UPLOAD_SIGNING_SECRET';
  if (content.trim() === '') return `${setting} is empty: ${fix}`;
  if (!signingSecretFileContent.test(content)) {
    return `${setting} must hold 64 hexadecimal characters (32 random bytes), and does not (content not shown): ${fix}`;
  }
  if ((mode & 0o077) !== 0) {
    return `${setting} must be readable by the server's user only (chmod 600), its mode is ${(mode & 0o777).toString(8)}`;
  }
  return undefined;
}
