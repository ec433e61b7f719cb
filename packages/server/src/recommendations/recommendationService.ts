import type {
  ConversionResult,
  PresignedUrlResponse,
  RecommendationListResponse,
  RecommendationRequestView,
  RecommendationStatus,
  RecommenderBody,
  RecommenderFormResponse,
  RequestRecommendationBody,
  StaffRecommendation,
  StudentAnswers,
} from '@admissions/contracts';
import { buildApplicationOutline, deliveredBundle, type OutlineEntry } from '@admissions/form-core';
import type { FastifyBaseLogger } from 'fastify';
import { isValidEmail, normalizeUsername } from '../accounts/emailAddress.ts';
import { randomToken, sha256 } from '../accounts/secretTokens.ts';
import { userRepository } from '../accounts/userRepository.ts';
import { applicationRepository } from '../applications/applicationRepository.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { DocumentService } from '../documents/documentService.ts';
import { documentRepository } from '../documents/documentRepository.ts';
import { HttpError } from '../http/httpError.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { checklistCompleteMailJob, recommendationReminderJob } from '../jobs/jobKinds.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { validateSubmission } from '../tenant/validateSubmission.ts';
import type { RecommenderForm } from './loadRecommenderForm.ts';
import { letterAnswerKey } from './letterAnswerKey.ts';
import type { RecommendationMails } from './recommendationMails.ts';
import { recommendationMessages as texts } from './recommendationMessages.ts';
import { type RecommendationRow, recommendationRepository } from './recommendationRepository.ts';
import type { RecommendationKind, RecommendationSettings } from './recommendationSettings.ts';

export interface RecommendationServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  mails: RecommendationMails;
  tenant: TenantRules;
  settings: RecommendationSettings;
  /** The recommender form of each kind, by kind. */
  forms: ReadonlyMap<string, RecommenderForm>;
  publicOrigin: string;
  /** The document pipeline for letters (owned by their request, see createLetterDocuments). */
  letters: DocumentService;
  /** Wakes this node's worker for a reminder queued now (it is due days later: a no-op mostly). */
  notifyWorker(kind: string): void;
  /**
   * Told in the transaction that records a recommendation, with its
   * applicant's user id (the checklist: it may now be complete); true when
   * it queued work for the worker.
   */
  onReceived?(tx: Queryable, userId: string): Promise<boolean>;
}

const dayMs = 24 * 60 * 60 * 1000;
/** Reminders a request gets at most (each `reminderDays` after the one before). */
export const maxReminders = 3;

/** The recommender page's URL for a token: the token is its only credential. */
export const recommenderLink = (publicOrigin: string, token: string) =>
  `${publicOrigin}/recommend?token=${encodeURIComponent(token)}`;

function statusOf(row: RecommendationRow): RecommendationStatus {
  if (row.cancelled_at) return 'cancelled';
  if (row.submitted_at) return 'submitted';
  if (row.opened_at) return 'opened';
  return 'sent';
}

function flattenEntries(entries: OutlineEntry[]): { label: string; text: string }[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'answer')
      return entry.lines.length > 0 ? [{ label: entry.label, text: entry.lines.join('\n') }] : [];
    if (entry.kind === 'group') return flattenEntries(entry.entries);
    return [];
  });
}

/** What the recommendation routes do: the applicant's requests, the recommender's link, staff's reading. */
export function createRecommendationService(deps: RecommendationServiceDeps) {
  const { db, clock, tenant } = deps;
  const kinds = new Map(deps.settings.kinds.map((kind) => [kind.kind, kind]));

  const kindOf = (row: RecommendationRow): RecommendationKind => {
    const kind = kinds.get(row.kind);
    // A kind removed from recommendations.json keeps its requests readable under their id.
    return (
      kind ?? {
        kind: row.kind,
        label: row.kind,
        requestWhen: 'beforeOrAfterSubmit',
        maxRequests: 0,
        reminderDays: 0,
        linkValidDays: 1,
        form: '',
      }
    );
  };

  const applicantNameOf = (answers: StudentAnswers): string =>
    (tenant.bundle.config.applicantName?.keys ?? [])
      .map((key) => answers[key])
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      .join(' ');

  const applicantFacts = async (tx: Queryable, userId: string) => {
    const application = await applicationRepository.find(tx, userId);
    const user = await userRepository.findById(tx, userId);
    const answers = application?.answers ?? {};
    return {
      answers,
      submitted: Boolean(application?.submitted_at),
      email: user?.username ?? '',
      name: applicantNameOf(answers) || user?.username || 'An applicant',
    };
  };

  const view = (row: RecommendationRow): RecommendationRequestView => ({
    id: row.id,
    kind: row.kind,
    kind_label: kindOf(row).label,
    recommender_name: row.recommender_name,
    recommender_email: row.recommender_email,
    status: statusOf(row),
    sent_at: row.sent_at.toISOString(),
  });

  const checkRecommender = (body: RecommenderBody, applicantEmail: string) => {
    const name = body.recommender_name.trim();
    const email = normalizeUsername(body.recommender_email);
    if (name === '') throw new HttpError(400, texts.nameRequired);
    if (!isValidEmail(email)) throw new HttpError(400, texts.emailInvalid);
    if (email === normalizeUsername(applicantEmail)) throw new HttpError(400, texts.ownEmail);
    return { name, email };
  };

  /** Queues the reminder of a link, `reminderDays` after `from`; none when the kind sends none. */
  const queueReminder = async (tx: Queryable, row: RecommendationRow, from: Date) => {
    const kind = kindOf(row);
    if (kind.reminderDays === 0 || row.reminder_count >= maxReminders) return;
    const due = new Date(from.getTime() + kind.reminderDays * dayMs);
    if (due.getTime() >= row.expires_at.getTime()) return;
    await jobRepository.enqueue(
      tx,
      recommendationReminderJob,
      { requestId: row.id, generation: row.link_generation },
      clock.now(),
      3,
      due,
    );
  };

  /** Sends a request's mail with its new link (the token lives only in this mail). */
  const mailLink = (row: RecommendationRow, token: string, applicantName: string, which: 'request' | 'reminder') =>
    deps.mails[which]({
      to: row.recommender_email,
      recommenderName: row.recommender_name,
      applicantName,
      kindLabel: kindOf(row).label,
      link: recommenderLink(deps.publicOrigin, token),
      expiresAt: row.expires_at,
    });

  /** The applicant's request, locked, that may still change (not submitted, not cancelled). */
  const lockChangeable = async (tx: Queryable, userId: string, id: string) => {
    const row = await recommendationRepository.lockOwn(tx, userId, id);
    if (!row) throw new HttpError(404, texts.notFound);
    if (row.submitted_at) throw new HttpError(409, texts.alreadySubmitted);
    if (row.cancelled_at) throw new HttpError(409, texts.cancelled);
    return row;
  };

  /** A new link for a request (resend, changed address): the old one stops working at once. */
  const relink = async (
    userId: string,
    id: string,
    recommender: RecommenderBody | undefined,
    log: FastifyBaseLogger,
  ) => {
    const token = randomToken();
    const { row, name } = await db.transaction(async (tx) => {
      const current = await lockChangeable(tx, userId, id);
      const facts = await applicantFacts(tx, userId);
      const who = recommender
        ? checkRecommender(recommender, facts.email)
        : { name: current.recommender_name, email: current.recommender_email };
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + kindOf(current).linkValidDays * dayMs);
      const updated = await recommendationRepository.replaceLink(
        tx,
        id,
        { tokenHash: sha256(token), ...who },
        now,
        expiresAt,
      );
      await queueReminder(tx, updated, now);
      return { row: updated, name: facts.name };
    });
    deps.mailer.dispatch(mailLink(row, token, name, 'request'), log);
    return view(row);
  };

  /**
   * The request a recommender token opens, checked: unknown, cancelled or
   * replaced (revoked), expired and submitted (used) links are refused with
   * a page that says which; every use is recorded, refused ones too.
   */
  const openLink = async (token: string, action: string, clientAddress: string) => {
    const row = await recommendationRepository.findByToken(db, sha256(token));
    if (!row) {
      throw new HttpError(403, texts.linkUnknown);
    }
    const now = clock.now();
    const refusal = row.cancelled_at
      ? texts.linkRevoked
      : row.submitted_at
        ? texts.linkUsed
        : row.expires_at.getTime() < now.getTime()
          ? texts.linkExpired
          : undefined;
    await recommendationRepository.recordUse(
      db,
      row.id,
      { action, outcome: refusal ? 'refused' : 'allowed', clientAddress },
      now,
    );
    if (refusal) throw new HttpError(403, refusal);
    const form = deps.forms.get(row.kind);
    if (!form) throw new HttpError(403, texts.linkRevoked);
    return { row, form, kind: kindOf(row) };
  };

  const letterKeysOf = (form: RecommenderForm): string[] =>
    Object.entries(form.bundle.dataModel.keys)
      .filter(([, entry]) => entry.type === 'document')
      .map(([key]) => key);

  const requireLetterKey = (form: RecommenderForm, answerKey: string) => {
    if (!letterKeysOf(form).includes(answerKey)) throw new HttpError(400, texts.notLetterQuestion);
  };

  return {
    /** GET /api/recommendations: what the applicant may request and each request's state. */
    async list(userId: string): Promise<RecommendationListResponse> {
      const facts = await applicantFacts(db, userId);
      const rows = await recommendationRepository.listForUser(db, userId);
      return {
        kinds: deps.settings.kinds.map((kind) => {
          const live = rows.filter((row) => row.kind === kind.kind && !row.cancelled_at).length;
          const inTime =
            kind.requestWhen === 'beforeOrAfterSubmit' || (kind.requestWhen === 'afterSubmit') === facts.submitted;
          const suggested = kind.suggestedRecommender;
          const answer = (key: string | undefined) => {
            const value = key ? facts.answers[key] : undefined;
            return typeof value === 'string' ? value.trim() : '';
          };
          const suggestedName = [answer(suggested?.firstNameKey), answer(suggested?.lastNameKey)]
            .filter(Boolean)
            .join(' ');
          const suggestedEmail = answer(suggested?.emailKey);
          return {
            kind: kind.kind,
            label: kind.label,
            can_request: inTime && live < kind.maxRequests,
            waived: kind.waiverKey !== undefined && facts.answers[kind.waiverKey] === kind.waivedWhen,
            ...(suggestedName ? { suggested_name: suggestedName } : {}),
            ...(suggestedEmail ? { suggested_email: suggestedEmail } : {}),
          };
        }),
        requests: rows.map(view),
      };
    },

    /** POST /api/recommendations: a new request; its link is mailed to the recommender. */
    async request(userId: string, body: RequestRecommendationBody, log: FastifyBaseLogger) {
      const kind = kinds.get(body.kind);
      if (!kind) throw new HttpError(400, texts.unknownKind);
      const token = randomToken();
      const { row, name } = await db.transaction(async (tx) => {
        // The application's row lock serializes an applicant's requests (the maximum holds for a burst).
        await applicationRepository.lock(tx, userId);
        const facts = await applicantFacts(tx, userId);
        if (kind.requestWhen === 'afterSubmit' && !facts.submitted) throw new HttpError(409, texts.notBeforeSubmit);
        if (kind.requestWhen === 'beforeSubmit' && facts.submitted) throw new HttpError(409, texts.notAfterSubmit);
        const who = checkRecommender(body, facts.email);
        if ((await recommendationRepository.countLive(tx, userId, kind.kind)) >= kind.maxRequests) {
          throw new HttpError(409, texts.tooMany(kind.maxRequests));
        }
        const now = clock.now();
        const created = await recommendationRepository.create(
          tx,
          { userId, kind: kind.kind, ...who, tokenHash: sha256(token) },
          now,
          new Date(now.getTime() + kind.linkValidDays * dayMs),
        );
        await queueReminder(tx, created, now);
        return { row: created, name: facts.name };
      });
      deps.mailer.dispatch(mailLink(row, token, name, 'request'), log);
      log.info({ recommendationId: row.id, kind: row.kind }, 'recommendation requested');
      return view(row);
    },

    /** POST /api/recommendations/{id}/resend */
    resend: (userId: string, id: string, log: FastifyBaseLogger) => relink(userId, id, undefined, log),

    /** PUT /api/recommendations/{id}: another name or address; the old link stops working. */
    change: (userId: string, id: string, body: RecommenderBody, log: FastifyBaseLogger) =>
      relink(userId, id, body, log),

    /** DELETE /api/recommendations/{id}: cancels a request not yet submitted; its link stops working. */
    async cancel(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockChangeable(tx, userId, id);
        await recommendationRepository.cancel(tx, id, clock.now());
      });
    },

    /** GET /public/recommendation: the recommender form and whom it is for; the request becomes "opened". */
    async openForm(token: string, clientAddress: string): Promise<RecommenderFormResponse> {
      const { row, form, kind } = await openLink(token, 'open', clientAddress);
      await recommendationRepository.markOpened(db, row.id, clock.now());
      const facts = await applicantFacts(db, row.user_id);
      return {
        kind_label: kind.label,
        applicant_name: facts.name,
        recommender_name: row.recommender_name,
        definition: deliveredBundle(form.bundle) as unknown as Record<string, unknown>,
      };
    },

    /** POST /public/recommendation/presigned-url: a signed form for the letter, through the document pipeline. */
    async issueLetterUpload(token: string, answerKey: string, clientAddress: string): Promise<PresignedUrlResponse> {
      const { row, form } = await openLink(token, 'upload', clientAddress);
      requireLetterKey(form, answerKey);
      return deps.letters.issueUpload(row.user_id, letterAnswerKey(row.id, answerKey));
    },

    /** POST /public/recommendation/document/{key}: checks the upload and queues its conversion. */
    async requestLetterConversion(
      token: string,
      answerKey: string,
      upload: { key: string; name: string },
      clientAddress: string,
      log: FastifyBaseLogger,
    ): Promise<void> {
      const { row, form } = await openLink(token, 'upload', clientAddress);
      requireLetterKey(form, answerKey);
      await deps.letters.requestConversion(
        row.user_id,
        letterAnswerKey(row.id, answerKey),
        upload.key,
        upload.name,
        log,
      );
    },

    /** GET /public/recommendation/document/{key}: the letter's conversion state (no PDF link: staff read it). */
    async letterStatus(token: string, answerKey: string, clientAddress: string): Promise<ConversionResult> {
      const { row, form } = await openLink(token, 'status', clientAddress);
      requireLetterKey(form, answerKey);
      const { url: _url, ...status } = await deps.letters.conversionStatus(
        row.user_id,
        letterAnswerKey(row.id, answerKey),
      );
      return status;
    },

    /**
     * POST /public/recommendation/submit: validates the answers with the
     * form's schemas (a letter counts as answered once its conversion
     * completed) and records them once; the link is used up.
     */
    async submit(token: string, answers: StudentAnswers, clientAddress: string, log: FastifyBaseLogger) {
      const { row, form, kind } = await openLink(token, 'submit', clientAddress);
      const outcome = await db.transaction(async (tx) => {
        // Checked again under the row's lock: two submits at once record one recommendation.
        const locked = await recommendationRepository.findByToken(tx, sha256(token), true);
        if (!locked || locked.id !== row.id || locked.cancelled_at) throw new HttpError(403, texts.linkRevoked);
        if (locked.submitted_at) throw new HttpError(403, texts.linkUsed);
        const stored: StudentAnswers = {};
        for (const key of form.rules.answerKeys) {
          const value = answers[key];
          if (value !== undefined) stored[key] = value;
        }
        for (const key of letterKeysOf(form)) {
          const letter = await documentRepository.findDocument(tx, row.user_id, letterAnswerKey(row.id, key));
          // An upload's key is absent until its document is stored.
          if (letter) stored[key] = 'ANSWERED';
          else delete stored[key];
        }
        const errors = validateSubmission(form.rules, { answers: stored, tabs: {}, addAnother: {} }, clock.now());
        if (Object.keys(errors).length > 0) return { kind: 'invalid' as const, errors };
        await recommendationRepository.markSubmitted(tx, row.id, stored, clock.now());
        const queued = (await deps.onReceived?.(tx, row.user_id)) ?? false;
        return { kind: 'submitted' as const, row: locked, kindLabel: kind.label, queued };
      });
      if (outcome.kind === 'invalid') throw new HttpError(422, texts.formHasErrors, { errors: outcome.errors });
      if (outcome.queued) deps.notifyWorker(checklistCompleteMailJob);
      const facts = await applicantFacts(db, outcome.row.user_id);
      deps.mailer.dispatch(
        deps.mails.received(facts.email, {
          recommenderName: outcome.row.recommender_name,
          kindLabel: outcome.kindLabel,
        }),
        log,
      );
      deps.mailer.dispatch(
        deps.mails.thanks(outcome.row.recommender_email, { applicantName: facts.name, kindLabel: outcome.kindLabel }),
        log,
      );
      log.info({ recommendationId: outcome.row.id }, 'recommendation submitted');
    },

    /**
     * The reminder job: sends the recommender a new link (only hashes are
     * kept) unless the request was submitted, cancelled, relinked or expired
     * meanwhile, and queues the next one.
     */
    async remind(requestId: string, generation: number, log: FastifyBaseLogger): Promise<void> {
      const token = randomToken();
      const sent = await db.transaction(async (tx) => {
        const row = await recommendationRepository.find(tx, requestId);
        if (!row || row.cancelled_at || row.submitted_at || row.link_generation !== generation) return undefined;
        const now = clock.now();
        if (row.expires_at.getTime() <= now.getTime()) return undefined;
        const reminded = await recommendationRepository.remind(tx, row.id, sha256(token), now);
        await queueReminder(tx, reminded, now);
        const facts = await applicantFacts(tx, row.user_id);
        return { row: reminded, name: facts.name };
      });
      if (!sent) return;
      // Sent with the job: a failure rolls nothing back but is retried by the worker (the next link replaces it).
      await deps.mailer.send(mailLink(sent.row, token, sent.name, 'reminder'), log);
    },

    /** The applicant's recommendations as staff see them; the content only when it was submitted. */
    async forStaff(userId: string): Promise<StaffRecommendation[]> {
      const rows = await recommendationRepository.listForUser(db, userId);
      const out: StaffRecommendation[] = [];
      for (const row of rows) {
        const form = deps.forms.get(row.kind);
        let answers: { label: string; text: string }[] = [];
        let letterFileName: string | undefined;
        if (form && row.answers) {
          const outline = buildApplicationOutline({
            pages: form.bundle.pages,
            state: { answers: row.answers, tabs: {}, addAnother: {} },
            context: {
              optionLists: form.bundle.config.optionLists,
              dateWindows: form.bundle.config.dateWindows,
              now: clock.now(),
            },
            config: {},
          });
          answers = outline.pages.flatMap((page) =>
            page.sections.flatMap((section) => flattenEntries(section.entries)),
          );
          for (const key of letterKeysOf(form)) {
            const letter = await documentRepository.findDocument(db, userId, letterAnswerKey(row.id, key));
            if (letter) letterFileName = letter.file_name;
          }
        }
        out.push({
          id: row.id,
          kind_label: kindOf(row).label,
          recommender_name: row.recommender_name,
          recommender_email: row.recommender_email,
          status: statusOf(row),
          ...(row.submitted_at ? { submitted_at: row.submitted_at.toISOString() } : {}),
          answers,
          ...(letterFileName ? { letter_file_name: letterFileName } : {}),
        });
      }
      return out;
    },

    /** The converted letter of one of the applicant's recommendations (staff only). */
    async letterPdf(userId: string, requestId: string): Promise<{ bytes: Buffer; fileName: string } | undefined> {
      const row = await recommendationRepository.find(db, requestId);
      const form = row ? deps.forms.get(row.kind) : undefined;
      if (!row || row.user_id !== userId || !form) return undefined;
      for (const key of letterKeysOf(form)) {
        const pdf = await deps.letters.documentPdf(userId, letterAnswerKey(row.id, key));
        if (pdf) return pdf;
      }
      return undefined;
    },
  };
}

export type RecommendationService = ReturnType<typeof createRecommendationService>;
