import type { LoadedSettings } from '../../config/configError.ts';
import { createEnvReader, maxTimerMs } from '../../config/envReader.ts';
import { secretValueProblem } from '../../config/secretChecks.ts';

/** The shortest webhook secret accepted: an HMAC-SHA256 key of fewer than 32 bytes is weaker than the hash. */
export const minimumWebhookSecretLength = 32;

export interface WebhookSettings {
  /** `SUBMISSION_WEBHOOK_URL`: where each submission is POSTed; undefined turns the webhook off. */
  url: string | undefined;
  /** `SUBMISSION_WEBHOOK_SECRET`: the HMAC-SHA256 key of the signature (required with the URL). */
  secret: string | undefined;
  /** `SUBMISSION_WEBHOOK_TIMEOUT_MS`: one attempt's limit (connection, answer). */
  timeoutMs: number;
  /** `SUBMISSION_WEBHOOK_RETRY_BASE_MS`: the wait after the first failed attempt; it doubles after each. */
  retryBaseMs: number;
  /** `SUBMISSION_WEBHOOK_RETRY_WINDOW_MS`: how long after the submission attempts go on before it is dead. */
  retryWindowMs: number;
  /**
   * `SUBMISSION_WEBHOOK_CONCURRENCY`: deliveries one node sends at once (its
   * worker's outbound lane), apart from the lane of applicants' conversions.
   */
  concurrency: number;
}

/**
 * Reads the submission webhook's settings. With a URL the secret is
 * required and checked like every secret (at least 32 characters, no control
 * characters; a problem names the setting, never the value). The URL is
 * treated as a secret too in messages: receivers often carry a token in it.
 */
export function loadWebhookSettings(env: NodeJS.ProcessEnv): LoadedSettings<WebhookSettings> {
  const read = createEnvReader(env);
  const url = read.url('SUBMISSION_WEBHOOK_URL', ['http:', 'https:'], { secret: true });
  const secret = read.string('SUBMISSION_WEBHOOK_SECRET');
  if (read.string('SUBMISSION_WEBHOOK_URL') !== undefined) {
    if (secret === undefined) {
      read.problem(
        `SUBMISSION_WEBHOOK_SECRET must be set when SUBMISSION_WEBHOOK_URL is: at least ${minimumWebhookSecretLength} ` +
          'random characters, the key receivers verify the signature with',
      );
    } else {
      const problem = secretValueProblem('SUBMISSION_WEBHOOK_SECRET', secret, {
        minLength: minimumWebhookSecretLength,
      });
      if (problem) read.problem(problem);
    }
  }
  const duration = (name: string, fallback: number) => read.integer(name, fallback, { min: 1, max: maxTimerMs });
  return {
    value: {
      url: url ? url.toString() : undefined,
      secret,
      timeoutMs: duration('SUBMISSION_WEBHOOK_TIMEOUT_MS', 10_000),
      retryBaseMs: duration('SUBMISSION_WEBHOOK_RETRY_BASE_MS', 30_000),
      retryWindowMs: read.integer('SUBMISSION_WEBHOOK_RETRY_WINDOW_MS', 24 * 3_600_000, { min: 1 }),
      concurrency: read.integer('SUBMISSION_WEBHOOK_CONCURRENCY', 2, { min: 1, max: 16 }),
    },
    problems: read.problems,
  };
}
