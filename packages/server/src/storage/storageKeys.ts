import { randomBytes } from 'node:crypto';

const segment = /^[A-Za-z0-9_-]{1,100}$/;

/** Answer keys and user ids become path segments: only plain names are allowed. */
export function isSafeKeySegment(value: string): boolean {
  return segment.test(value);
}

function requireSegment(value: string, what: string): string {
  if (!isSafeKeySegment(value)) throw new Error(`Unsafe ${what} for a storage key: ${JSON.stringify(value)}`);
  return value;
}

const random = () => randomBytes(16).toString('hex');

/**
 * Storage keys, all generated here: the user's file name is display text and
 * never part of a key. Uploads: `uploads/<user id>/<answer key>/<random>`.
 */
export const storageKeys = {
  upload: (userId: string, answerKey: string) =>
    `uploads/${requireSegment(userId, 'user id')}/${requireSegment(answerKey, 'answer key')}/${random()}`,
  convertedDocument: (userId: string, answerKey: string) =>
    `converted/${requireSegment(userId, 'user id')}/${requireSegment(answerKey, 'answer key')}/${random()}.pdf`,
  applicationPdf: (userId: string) => `application/${requireSegment(userId, 'user id')}/${random()}.pdf`,
  /** Whether `key` has the shape of an upload key of this user and answer key. */
  isUploadKeyOf: (key: string, userId: string, answerKey: string) =>
    isSafeKeySegment(userId) &&
    isSafeKeySegment(answerKey) &&
    key.startsWith(`uploads/${userId}/${answerKey}/`) &&
    /^[0-9a-f]{32}$/.test(key.slice(`uploads/${userId}/${answerKey}/`.length)),
};

/** A key of any kind we generate (no `..`, no absolute paths): checked again before touching the disk. */
export function isWellFormedStorageKey(key: string): boolean {
  return /^(uploads|converted|application)(\/[A-Za-z0-9_-]{1,100}){1,2}\/[0-9a-f]{32}(\.pdf)?$/.test(key);
}

/** The prefixes of every key we generate (the first path segment). */
export const storageKeyPrefixes = ['uploads', 'converted', 'application'] as const;

/** A temporary file of a local write (`<key>.<12 hex>.tmp`) that a crash left behind. */
export function isTemporaryFileKey(key: string): boolean {
  const match = /^(.*)\.[0-9a-f]{12}\.tmp$/.exec(key);
  return match !== null && isWellFormedStorageKey(match[1]!);
}
