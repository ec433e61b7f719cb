import { createHmac, timingSafeEqual } from 'node:crypto';
import { minimumSigningSecretBytes } from '../config/secretChecks.ts';

/** The signed policy of a local upload, modelled on S3's POST policy. */
export interface UploadPolicy {
  /** ISO time after which the form is refused. */
  expiration: string;
  conditions: [{ key: string }, ['content-length-range', number, number]];
}

export interface VerifiedPolicy {
  key: string;
  minBytes: number;
  maxBytes: number;
}

export type PolicyProblem = 'missing' | 'signature' | 'malformed' | 'expired' | 'key';

export class UploadPolicyError extends Error {
  constructor(readonly problem: PolicyProblem) {
    super(`upload policy refused: ${problem}`);
    this.name = 'UploadPolicyError';
  }
}

function sign(secret: Buffer, encodedPolicy: string): string {
  // An empty or short key would make every signature forgeable: never sign or verify with one.
  if (secret.length < minimumSigningSecretBytes) {
    throw new Error(
      `the upload signing key has ${secret.length} bytes; at least ${minimumSigningSecretBytes} are required`,
    );
  }
  return createHmac('sha256', secret).update(encodedPolicy, 'utf8').digest('hex');
}

/** The form fields for one upload: `key`, the base64 `policy` and its HMAC-SHA256 `x-signature`. */
export function signUploadPolicy(
  secret: Buffer,
  key: string,
  expiresAt: Date,
  maxBytes: number,
): Record<string, string> & { key: string } {
  const policy: UploadPolicy = {
    expiration: expiresAt.toISOString(),
    conditions: [{ key }, ['content-length-range', 1, maxBytes]],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return { key, policy: encoded, 'x-signature': sign(secret, encoded) };
}

/**
 * Checks the fields of a posted form: the signature over the policy (constant
 * time), the expiry, and that the `key` field is exactly the policy's key.
 * Returns the size range the file must fall in.
 */
export function verifyUploadPolicy(secret: Buffer, fields: Record<string, string>, now: Date): VerifiedPolicy {
  const { key, policy, 'x-signature': signature } = fields;
  if (!key || !policy || !signature) throw new UploadPolicyError('missing');
  const expected = Buffer.from(sign(secret, policy), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UploadPolicyError('signature');
  let parsed: UploadPolicy;
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as UploadPolicy;
  } catch {
    throw new UploadPolicyError('malformed');
  }
  const expiry = Date.parse(parsed?.expiration ?? '');
  const [keyCondition, range] = Array.isArray(parsed?.conditions) ? parsed.conditions : [];
  if (!Number.isFinite(expiry) || !keyCondition || !Array.isArray(range) || range[0] !== 'content-length-range') {
    throw new UploadPolicyError('malformed');
  }
  if (now.getTime() > expiry) throw new UploadPolicyError('expired');
  if (keyCondition.key !== key) throw new UploadPolicyError('key');
  return { key, minBytes: Number(range[1]), maxBytes: Number(range[2]) };
}
