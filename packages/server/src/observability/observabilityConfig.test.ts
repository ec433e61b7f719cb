import { describe, expect, it } from 'vitest';
import { loadObservabilityConfig } from './observabilityConfig.ts';

describe('loadObservabilityConfig', () => {
  it('leaves /metrics off without METRICS_TOKEN (or with an empty one)', () => {
    expect(loadObservabilityConfig({})).toEqual({ value: { metricsToken: undefined }, problems: [] });
    expect(loadObservabilityConfig({ METRICS_TOKEN: '' })).toEqual({
      value: { metricsToken: undefined },
      problems: [],
    });
  });

  it('takes a long enough token', () => {
    const token = 'a'.repeat(24);
    expect(loadObservabilityConfig({ METRICS_TOKEN: token })).toEqual({ value: { metricsToken: token }, problems: [] });
  });

  it('names a token that is too short as a problem', () => {
    const { problems } = loadObservabilityConfig({ METRICS_TOKEN: 'short' });
    expect(problems).toEqual([expect.stringContaining('METRICS_TOKEN must be at least 24 characters long (it has 5)')]);
  });
});
