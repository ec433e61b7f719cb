import { parentPort, workerData } from 'node:worker_threads';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import type { IsolatedReply, IsolatedRequest } from './isolatedMessages.ts';
import { type IsolatedContext, isolatedTasks } from './isolatedTasks.ts';

/**
 * The worker thread's side: runs one task at a time from the task table and
 * answers with its output (byte arrays are moved, not copied) or its error.
 * A file the applicant must fix is reported as `rejected` with its message.
 */
const port = parentPort;
if (!port) throw new Error('isolatedWorkerEntry.ts runs only as a worker thread');
const context = workerData as IsolatedContext;

/** Byte arrays that own their whole buffer can be transferred instead of copied. */
function transferables(value: unknown): ArrayBuffer[] {
  const arrays =
    value instanceof Uint8Array ? [value] : Object.values(value ?? {}).filter((v) => v instanceof Uint8Array);
  return (arrays as Uint8Array[])
    .filter((array) => array.byteOffset === 0 && array.byteLength === array.buffer.byteLength)
    .map((array) => array.buffer as ArrayBuffer);
}

port.on('message', (request: IsolatedRequest) => {
  const run = isolatedTasks[request.task] as (input: unknown, context: IsolatedContext) => Promise<unknown>;
  run(request.input, context).then(
    (output) => {
      const reply: IsolatedReply = { type: 'done', id: request.id, output };
      port.postMessage(reply, transferables(output));
    },
    (error: unknown) => {
      const reply: IsolatedReply = {
        type: 'failed',
        id: request.id,
        rejected: error instanceof DocumentRejectedError,
        message: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(reply);
    },
  );
});

const ready: IsolatedReply = { type: 'ready' };
port.postMessage(ready);
