import { describe, expect, it } from 'vitest';
import { loadWebhookSettings } from './webhookSettings.ts';

describe('SUBMISSION_WEBHOOK_CONCURRENCY', () => {
  it('sends two deliveries at once per node by default, and as many as given from 1 to 16', () => {
    expect(loadWebhookSettings({}).value.concurrency).toBe(2);
    expect(loadWebhookSettings({ SUBMISSION_WEBHOOK_CONCURRENCY: '1' }).value.concurrency).toBe(1);
    expect(loadWebhookSettings({ SUBMISSION_WEBHOOK_CONCURRENCY: '16' }).value.concurrency).toBe(16);
  });

  it('names the setting and the bad value', () => {
    for (const value of ['0', '17', 'many']) {
      expect(loadWebhookSettings({ SUBMISSION_WEBHOOK_CONCURRENCY: value }).problems).toEqual([
        `SUBMISSION_WEBHOOK_CONCURRENCY must be an integer between 1 and 16, got "${value}"`,
      ]);
    }
  });
});
