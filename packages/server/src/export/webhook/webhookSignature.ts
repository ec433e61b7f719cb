import { createHmac } from 'node:crypto';

/** The headers of a delivery. */
export const webhookHeaders = {
  /** `sha256=<hex>`: HMAC-SHA256 with the shared secret over `<timestamp>.<body>`. */
  signature: 'x-admissions-signature',
  /** Unix time in seconds when the attempt was signed; receivers refuse old ones (replays). */
  timestamp: 'x-admissions-timestamp',
  /** The same on every attempt for one submission: receivers keep what they saw and skip repeats. */
  idempotencyKey: 'idempotency-key',
  /** `application.submitted`. */
  event: 'x-admissions-event',
} as const;

export const submissionEvent = 'application.submitted';

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
