import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { randomToken, sha256 } from '../accounts/secretTokens.ts';
import { sessionRepository } from './sessionRepository.ts';
import { sessionAbsoluteMs, sessionIdleMs, sessionTouchIntervalMs } from './sessionPolicy.ts';

export interface SessionInfo {
  userId: string;
  username: string;
  idHash: string;
}

/** Creates a session and returns its id (the cookie value); only its hash is stored. */
export async function startSession(
  db: Queryable,
  clock: Clock,
  userId: string,
  clientAddress: string,
): Promise<string> {
  const sessionId = randomToken();
  await sessionRepository.create(db, sha256(sessionId), userId, clock.now(), clientAddress);
  return sessionId;
}

/**
 * The live session for a cookie value, counting this request as activity; an
 * expired one (idle or absolute) is deleted and undefined is returned.
 */
export async function resolveSession(
  db: Queryable,
  clock: Clock,
  sessionId: string | undefined,
): Promise<SessionInfo | undefined> {
  if (!sessionId || sessionId.length > 64) return undefined;
  const idHash = sha256(sessionId);
  const row = await sessionRepository.find(db, idHash);
  if (!row) return undefined;
  const now = clock.now().getTime();
  const idle = now - row.last_activity_at.getTime() > sessionIdleMs;
  const tooOld = now - row.created_at.getTime() > sessionAbsoluteMs;
  if (idle || tooOld) {
    await sessionRepository.delete(db, idHash);
    return undefined;
  }
  if (now - row.last_activity_at.getTime() >= sessionTouchIntervalMs) {
    await sessionRepository.touch(db, idHash, clock.now());
  }
  return { userId: row.user_id, username: row.username, idHash };
}

export async function endSession(db: Queryable, sessionId: string | undefined): Promise<void> {
  if (sessionId) await sessionRepository.delete(db, sha256(sessionId));
}
