import type { Queryable } from '../db/database.ts';
import { passwordResetRepository } from './passwordResetRepository.ts';
import { randomToken, sha256 } from './secretTokens.ts';

/** A reset link is valid for one hour. */
export const passwordResetLifetimeMs = 60 * 60 * 1000;

/** Creates a single-use reset token for the user and returns the link to mail (only its hash is stored). */
export async function issuePasswordResetLink(
  db: Queryable,
  publicOrigin: string,
  userId: string,
  username: string,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await passwordResetRepository.create(
    db,
    userId,
    sha256(token),
    now,
    new Date(now.getTime() + passwordResetLifetimeMs),
  );
  return `${publicOrigin}/reset?username=${encodeURIComponent(username)}&id=${token}`;
}
