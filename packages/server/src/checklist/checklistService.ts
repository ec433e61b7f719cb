import {
  type ChecklistItem,
  type ChecklistResponse,
  type ChecklistState,
  checklistStates,
} from '@admissions/contracts';
import {
  type ChecklistItemDefinition,
  checklistDocumentKeys,
  type TenantBundle,
  visibleChecklistItems,
} from '@admissions/form-core';
import { applicationRepository } from '../applications/applicationRepository.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { documentRepository } from '../documents/documentRepository.ts';
import { HttpError } from '../http/httpError.ts';
import { checklistCompleteMailJob } from '../jobs/jobKinds.ts';
import { jobRepository } from '../jobs/jobRepository.ts';
import { checklistMessages } from './checklistMessages.ts';
import { checklistRepository } from './checklistRepository.ts';
import type { ChecklistSignals } from './checklistSignals.ts';

export interface ChecklistServiceDeps {
  db: Database;
  clock: Clock;
  bundle: TenantBundle;
  signals: ChecklistSignals;
  /** Wakes this node's worker after the mail job is queued. */
  notifyWorker?(): void;
}

const finished = (state: ChecklistState) => state === 'received' || state === 'waived';

/**
 * The applicant's checklist: the items of checklist.json whose condition
 * holds for the answers, each with its state. A state somebody set (staff,
 * or a document stored against the item) wins; otherwise the system's
 * knowledge (the submission, a recommendation) or missing.
 */
export function createChecklistService(deps: ChecklistServiceDeps) {
  const { db, clock, bundle, signals } = deps;
  const definition = bundle.checklist;
  const documentKeys: ReadonlySet<string> = checklistDocumentKeys(definition);
  const itemIds = (definition?.items ?? []).map((item) => item.id);

  const derivedState = async (q: Queryable, userId: string, item: ChecklistItemDefinition, submitted: boolean) => {
    const when = item.receivedWhen;
    if (when && 'submitted' in when) return submitted ? 'received' : 'missing';
    if (when && 'recommendation' in when) {
      return (await signals.recommendationReceived(userId, when.recommendation, q)) ? 'received' : 'missing';
    }
    return 'missing';
  };

  /** The checklist as the applicant and staff see it, or undefined without an application. */
  const read = async (q: Queryable, userId: string): Promise<ChecklistResponse | undefined> => {
    const application = await applicationRepository.find(q, userId);
    if (!application) return undefined;
    const submitted = application.submitted_at !== null;
    const states = await checklistRepository.states(q, userId);
    const items: ChecklistItem[] = [];
    for (const item of visibleChecklistItems(definition, application.answers)) {
      const row = states.get(item.id);
      const state: ChecklistState = row?.state ?? (await derivedState(q, userId, item, submitted));
      const shown: ChecklistItem = {
        id: item.id,
        title: item.title,
        ...(item.description ? { description: item.description } : {}),
        state,
      };
      if (item.document) {
        const key = item.document.key;
        const stored = await documentRepository.findDocument(q, userId, key);
        const conversion = await documentRepository.findConversion(q, userId, key);
        shown.document = {
          key,
          ...(item.document.label ? { label: item.document.label } : {}),
          ...(item.document.hint ? { hint: item.document.hint } : {}),
          uploadable: submitted && mayUpload(row?.state, row?.set_by),
          ...(stored ? { file_name: stored.file_name } : {}),
          ...(conversion ? { conversion: conversion.status, message: conversion.message } : {}),
        };
      }
      items.push(shown);
    }
    return {
      heading: definition?.heading ?? checklistMessages.defaultHeading,
      ...(definition?.intro ? { intro: definition.intro } : {}),
      complete: items.length > 0 && items.every((item) => finished(item.state)),
      items,
    };
  };

  /**
   * Records a completed checklist once and queues its mail, in the caller's
   * transaction; true when this call completed it.
   */
  const noteProgress = async (tx: Queryable, userId: string): Promise<boolean> => {
    if (!definition) return false;
    const checklist = await read(tx, userId);
    if (!checklist?.complete) return false;
    if (!(await checklistRepository.markComplete(tx, userId, clock.now()))) return false;
    await jobRepository.enqueue(tx, checklistCompleteMailJob, { userId }, clock.now(), 5);
    return true;
  };

  const itemOf = (itemId: string) => {
    const item = definition?.items.find((candidate) => candidate.id === itemId);
    if (!item) throw new HttpError(400, checklistMessages.unknownItem(itemId, itemIds));
    return item;
  };

  return {
    /** Whether a document key belongs to a checklist item (not to a question of the form). */
    isDocumentKey: (key: string) => documentKeys.has(key),
    documentKeys,

    /** GET /api/checklist; completes the checklist when the system learnt of the last item meanwhile. */
    async checklist(userId: string): Promise<ChecklistResponse> {
      const checklist = await read(db, userId);
      if (!checklist) throw new Error(`No application row for user ${userId}`);
      if (checklist.complete && definition) {
        const completed = await db.transaction((tx) => noteProgress(tx, userId));
        if (completed) deps.notifyWorker?.();
      }
      return checklist;
    },

    /** The checklist for staff (the staff view, the PDF, the export). */
    async staffChecklist(q: Queryable, userId: string): Promise<ChecklistResponse | undefined> {
      if (!definition) return undefined;
      return read(q, userId);
    },

    /**
     * Locks the submitted application for an upload against a checklist
     * item: only after submission, only an item on the applicant's checklist,
     * never one staff received or waived. Call inside a transaction.
     */
    async lockForUpload(tx: Queryable, userId: string, documentKey: string): Promise<void> {
      const application = await applicationRepository.lock(tx, userId);
      if (!application) throw new Error(`No application row for user ${userId}`);
      if (!application.submitted_at) throw new HttpError(409, checklistMessages.notSubmitted);
      const item = visibleChecklistItems(definition, application.answers).find(
        (candidate) => candidate.document?.key === documentKey,
      );
      if (!item) throw new HttpError(409, checklistMessages.notOnChecklist);
      const row = (await checklistRepository.states(tx, userId)).get(item.id);
      if (!mayUpload(row?.state, row?.set_by)) throw new HttpError(409, checklistMessages.notUploadable);
    },

    /** A document was stored against an item (the conversion job's transaction): received, audited. */
    async documentStored(tx: Queryable, userId: string, documentKey: string): Promise<void> {
      const item = definition?.items.find((candidate) => candidate.document?.key === documentKey);
      if (!item) return;
      await checklistRepository.setState(
        tx,
        userId,
        { itemId: item.id, state: 'received', setBy: 'upload', actor: 'upload' },
        clock.now(),
      );
      await noteProgress(tx, userId);
    },

    /** Staff set an item's state (the admin operation); audited with who did it. */
    async setState(
      userId: string,
      change: { itemId: string; state: string; actor: string; note?: string },
    ): Promise<{ previous: ChecklistState | null; completedNow: boolean }> {
      if (!definition) throw new HttpError(400, checklistMessages.noChecklist);
      const item = itemOf(change.itemId);
      if (!(checklistStates as readonly string[]).includes(change.state)) {
        throw new HttpError(400, checklistMessages.unknownState(change.state, checklistStates));
      }
      const state = change.state as ChecklistState;
      const result = await db.transaction(async (tx) => {
        const application = await applicationRepository.lock(tx, userId);
        if (!application) throw new Error(`No application row for user ${userId}`);
        if (!visibleChecklistItems(definition, application.answers).includes(item)) {
          throw new HttpError(400, checklistMessages.hiddenItem(item.id));
        }
        const previous = await checklistRepository.setState(
          tx,
          userId,
          {
            itemId: item.id,
            state,
            setBy: 'staff',
            actor: change.actor,
            ...(change.note ? { note: change.note } : {}),
          },
          clock.now(),
        );
        return { previous, completedNow: await noteProgress(tx, userId) };
      });
      if (result.completedNow) deps.notifyWorker?.();
      return result;
    },

    noteProgress,
  };
}

/** The applicant may upload unless staff received the item or it is waived. */
function mayUpload(state: ChecklistState | undefined, setBy: 'staff' | 'upload' | undefined): boolean {
  if (state === 'waived') return false;
  return !(state === 'received' && setBy === 'staff');
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
