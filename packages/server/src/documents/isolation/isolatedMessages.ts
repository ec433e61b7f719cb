import type { IsolatedTaskName } from './isolatedTasks.ts';

/** The server asks the worker thread to run one task. */
export interface IsolatedRequest {
  id: number;
  task: IsolatedTaskName;
  input: unknown;
}

/** What the worker thread says: it has started, a task is done, or a task failed. */
export type IsolatedReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; output: unknown }
  | { type: 'failed'; id: number; rejected: boolean; message: string };
