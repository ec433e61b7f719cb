import { describe, expect, it } from 'vitest';
import { nextDeliveryAttempt } from './retrySchedule.ts';
import { webhookSignature } from './webhookSignature.ts';

const defaults = { retryBaseMs: 30_000, retryWindowMs: 24 * 3_600_000 };

describe('the retry schedule of a webhook delivery', () => {
  it('doubles the wait after each failure, at most a quarter of the window, and stops at the window', () => {
    const queued = new Date('2026-11-02T00:00:00Z');
    let now = queued;
    const waits: number[] = [];
    for (let failed = 1; ; failed++) {
      const next = nextDeliveryAttempt(queued, failed, now, defaults);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    const minutes = waits.map((ms) => ms / 60_000);
    expect(minutes.slice(0, 5)).toEqual([0.5, 1, 2, 4, 8]);
    expect(Math.max(...minutes)).toBe(6 * 60);
    // Attempts go on over the whole day, and none starts after it.
    const last = now.getTime() - queued.getTime();
    expect(last).toBeLessThanOrEqual(defaults.retryWindowMs);
    expect(last).toBeGreaterThan(defaults.retryWindowMs - 6 * 3_600_000);
    expect(waits.length + 1).toBe(13); // attempts in all, the first included
  });

  it('gives up at once when the window is used up', () => {
    const queued = new Date('2026-11-02T00:00:00Z');
    expect(nextDeliveryAttempt(queued, 3, new Date('2026-11-03T00:00:00Z'), defaults)).toBeUndefined();
  });
});

describe('the signature', () => {
  it('is HMAC-SHA256 over timestamp.body, hex, with its scheme', () => {
    // Computed independently: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'k'
    expect(webhookSignature('k', '1700000000', '{"a":1}')).toBe(
      'sha256=1b6ad1bc9bf48c52ce01939866d5877c6cc4e87ddad27e16673cb8c4964394a3',
    );
  });
});
