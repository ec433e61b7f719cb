import { type AdminOperations, csvRow } from '@admissions/server';
import type { OutputSink } from './outputSink.ts';

export const failedDeliveriesHeader = [
  'id',
  'applicant_email',
  'idempotency_key',
  'attempts',
  'last_status',
  'last_error',
  'first_queued_at',
  'last_attempt_at',
] as const;

/** The dead webhook deliveries as CSV, oldest first (a page at a time). Returns how many. */
export async function writeFailedDeliveries(operations: AdminOperations, sink: OutputSink): Promise<number> {
  await sink.write(csvRow(failedDeliveriesHeader));
  let count = 0;
  let after: string | undefined;
  for (;;) {
    const { deliveries } = await operations.listFailedDeliveries({ ...(after ? { after } : {}), limit: 500 });
    for (const delivery of deliveries) {
      await sink.write(csvRow(failedDeliveriesHeader.map((name) => delivery[name] ?? null)));
      count += 1;
    }
    if (deliveries.length < 500) return count;
    after = deliveries[deliveries.length - 1]!.id;
  }
}
