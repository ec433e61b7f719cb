import type { AddAnotherCounts, ChosenTabs, StudentAnswers, ValidationErrors, WebStatus } from '@admissions/contracts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationRepository } from './applicationRepository.ts';
import { lockEditableApplication } from './lockEditableApplication.ts';
import { type ProfileRow, profileRepository } from './profileRepository.ts';
import { validationSnapshotRepository } from './validationSnapshotRepository.ts';
import { webStatusRepository } from './webStatusRepository.ts';
import { currentAnswers } from '../tenant/currentAnswers.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';

/** What the application routes do with the stored application; the routes check the request, this stores it. */
export const applicationService = {
  /** The stored profile (answers, documents, logins, statuses), or undefined before the first save. */
  async profile(db: Database, userId: string): Promise<ProfileRow | undefined> {
    return profileRepository.find(db, userId);
  },

  /**
   * One durable UPDATE (a single round trip on PostgreSQL) when the application
   * is editable and at the expected revision; when it wrote nothing, the stored
   * row says why: submitted (409 with web_status) or a newer revision (409 with
   * the stored answers). When it is editable and at the expected revision after
   * all (it was older at the UPDATE and a concurrent save moved it on), the
   * save is tried again. A concurrent submit holds the row lock: the UPDATE
   * waits for it and then re-checks `submitted_at`, as the locked read did.
   * `answers` replace the stored answers of the tenant's current keys; stored
   * answers under other keys (questions removed or renamed since) are kept.
   * The 409 shows the stored answers the tenant asks today.
   */
  async saveAnswers(
    db: Database,
    now: () => Date,
    userId: string,
    answers: StudentAnswers,
    expected: number | undefined,
    rules: TenantRules,
  ): Promise<number> {
    const keys = [...rules.answerKeys];
    for (;;) {
      const revision = await applicationRepository.saveAnswersIfEditable(
        db,
        userId,
        answers,
        keys,
        now(),
        expected,
        rules.versionId,
      );
      if (revision !== undefined) return revision;
      const current = await applicationRepository.find(db, userId);
      if (!current) throw new Error(`No application row for user ${userId}`);
      // web_status tells a client whose submit answer was lost that the submission did happen.
      if (current.submitted_at) throw new HttpError(409, messages.alreadySubmitted, { web_status: 'submitted' });
      if (expected !== undefined && expected !== current.revision) {
        throw new HttpError(409, messages.answersConflict, {
          revision: current.revision,
          answer: currentAnswers(rules, current.answers),
        });
      }
    }
  },

  async setLastPage(db: Database, userId: string, lastPage: string, now: Date): Promise<void> {
    await applicationRepository.setLastPage(db, userId, lastPage, now);
  },

  /** Records a status once; after the submission other statuses are ignored. */
  async recordWebStatus(db: Database, userId: string, status: WebStatus, now: Date): Promise<void> {
    const application = await applicationRepository.find(db, userId);
    if (!application?.submitted_at) await webStatusRepository.record(db, userId, status, now);
  },

  async saveValidationSnapshot(db: Database, userId: string, errors: ValidationErrors, now: Date): Promise<void> {
    await validationSnapshotRepository.save(db, userId, errors, now);
  },

  async addAnotherCounts(db: Database, userId: string): Promise<AddAnotherCounts> {
    return (await applicationRepository.find(db, userId))?.add_another ?? {};
  },

  /** Saves an add-another count while the application is editable (409 once submitted). */
  async setAddAnother(db: Database, userId: string, buttonId: string, count: number, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await lockEditableApplication(tx, userId);
      await applicationRepository.setAddAnother(tx, userId, buttonId, count, now);
    });
  },

  async chosenTabs(db: Database, userId: string): Promise<ChosenTabs> {
    return (await applicationRepository.find(db, userId))?.tabs ?? {};
  },

  /** Saves a tab choice while the application is editable (409 once submitted). */
  async setTab(db: Database, userId: string, tabId: string, chosenTab: string, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await lockEditableApplication(tx, userId);
      await applicationRepository.setTab(tx, userId, tabId, chosenTab, now);
    });
  },
};
