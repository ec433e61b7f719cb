import type { ServiceViewResponse } from '@admissions/contracts';
import { sha256 } from '../accounts/secretTokens.ts';
import { applicationRepository } from '../applications/applicationRepository.ts';
import type { Database } from '../db/database.ts';
import { documentAnswerRepository } from '../documents/documentAnswerRepository.ts';
import { deliveredBundle } from '@admissions/form-core';
import { HttpError } from '../http/httpError.ts';
import type { VersionedDefinitions } from '../tenantVersions/versionedDefinitions.ts';
import { messages } from '../messages.ts';
import { serviceTokenRepository } from './serviceTokenRepository.ts';

/** What the read-only staff link routes do: check a link, record its use, read the application. */
export const staffLinkService = {
  /**
   * The applicant a staff link opens: 403 when it is unknown, revoked or
   * expired; each use is recorded with the time and the caller's address.
   */
  async openLink(db: Database, serviceToken: string, now: Date, clientAddress: string): Promise<string> {
    const token = await serviceTokenRepository.find(db, sha256(serviceToken));
    if (!token || token.revoked_at || token.expires_at.getTime() < now.getTime()) {
      throw new HttpError(403, messages.serviceTokenInvalid);
    }
    await serviceTokenRepository.recordUse(db, token.id, now, clientAddress);
    return String(token.user_id);
  },

  /**
   * The application as the staff view shows it: answers, add-another counts,
   * documents, tab choices, and for an application submitted under an
   * earlier version of the tenant that version's definition (as the browser
   * gets it), which the view is drawn from instead of the running one.
   */
  async view(db: Database, userId: string, definitions: VersionedDefinitions): Promise<ServiceViewResponse> {
    const application = await applicationRepository.find(db, userId);
    const version = application?.submitted_at ? application.submitted_version : null;
    return {
      answer: application?.answers ?? {},
      add_another: application?.add_another ?? {},
      document_answer: await documentAnswerRepository.listForUser(db, userId),
      tabs: application?.tabs ?? {},
      ...(definitions.isCurrent(version)
        ? {}
        : { definition: { ...deliveredBundle(await definitions.bundleOf(version)) } }),
    };
  },
};
