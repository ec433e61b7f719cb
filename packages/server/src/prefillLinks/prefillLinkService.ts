import type { StudentAnswers } from '@admissions/contracts';
import { sha256 } from '../accounts/secretTokens.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { prefillTokenRepository } from './prefillTokenRepository.ts';

/** What the prefill link route does: the answers of a link that is known, not revoked and not expired (else 404). */
export const prefillLinkService = {
  async answers(db: Database, token: string, now: Date): Promise<StudentAnswers> {
    const row = await prefillTokenRepository.find(db, sha256(token));
    if (!row || row.revoked_at || row.expires_at.getTime() < now.getTime()) {
      throw new HttpError(404, messages.prefillTokenInvalid);
    }
    return row.answers;
  },
};
