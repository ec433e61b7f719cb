import type { FastifyBaseLogger } from 'fastify';
import { userRepository } from '../accounts/userRepository.ts';
import type { Database } from '../db/database.ts';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import type { JobRow } from '../jobs/jobRepository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { checklistMails } from './checklistMails.ts';
import type { ChecklistService } from './checklistService.ts';

/** The job that tells the applicant their checklist is complete (queued once, when it completed). */
export function checklistCompleteMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  checklist: ChecklistService;
  institutionName: string;
  publicOrigin: string;
}): JobHandler {
  const mails = checklistMails(deps);
  return {
    async run(job: JobRow, _signal: AbortSignal, log: FastifyBaseLogger) {
      const { userId } = job.payload as { userId: string };
      const user = await userRepository.findById(deps.db, userId);
      const checklist = await deps.checklist.staffChecklist(deps.db, userId);
      if (!user || !checklist) return; // the account was deleted meanwhile
      await deps.mailer.send(mails.checklistComplete(user.username, checklist.items), log);
      log.info({ userId }, 'checklist complete mail sent');
    },
    async giveUp(job: JobRow, reason: string, _abandoned: boolean, log: FastifyBaseLogger) {
      log.warn({ reason, jobId: job.id }, 'checklist complete mail given up');
    },
  };
}
