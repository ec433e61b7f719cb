import type { Queryable } from '../db/database.ts';
import { confirmationCodeRepository } from './confirmationCodeRepository.ts';
import { confirmationCodeHash, randomConfirmationCode } from './secretTokens.ts';

/** A confirmation code is valid for 24 hours. */
export const confirmationCodeLifetimeMs = 24 * 60 * 60 * 1000;

/** Creates a new code for the user (replacing any earlier one) and returns it for the mail. */
export async function issueConfirmationCode(db: Queryable, userId: string, now: Date): Promise<string> {
  const code = randomConfirmationCode();
  await confirmationCodeRepository.replace(
    db,
    userId,
    confirmationCodeHash(userId, code),
    now,
    new Date(now.getTime() + confirmationCodeLifetimeMs),
  );
  return code;
}
