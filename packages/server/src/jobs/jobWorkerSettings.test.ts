import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadJobWorkerSettings } from './jobWorkerSettings.ts';

const postgres = { DATABASE_URL: 'postgres://db/app' };

describe('loadJobWorkerSettings', () => {
  it('runs the worker by default and names the node after the host and process', () => {
    expect(loadJobWorkerSettings({}, 4242)).toEqual({
      value: { jobWorker: true, nodeId: `${hostname()}-4242` },
      problems: [],
    });
  });

  it('reads JOB_WORKER=off and NODE_ID on PostgreSQL', () => {
    expect(loadJobWorkerSettings({ ...postgres, JOB_WORKER: 'off', NODE_ID: 'web-1' })).toEqual({
      value: { jobWorker: false, nodeId: 'web-1' },
      problems: [],
    });
    expect(loadJobWorkerSettings({ JOB_WORKER: 'on', NODE_ID: 'worker-2.example' }).value.jobWorker).toBe(true);
  });

  it('refuses JOB_WORKER=off on PGlite, where no other node could run the jobs', () => {
    expect(loadJobWorkerSettings({ JOB_WORKER: 'off' }).problems).toEqual([
      expect.stringMatching(/^JOB_WORKER=off needs DATABASE_URL/),
    ]);
  });

  it('names the variable and the bad value, one problem each', () => {
    expect(loadJobWorkerSettings({ JOB_WORKER: 'sometimes', NODE_ID: 'a b' }).problems).toEqual([
      'JOB_WORKER must be on or off, got "sometimes"',
      'NODE_ID must be 1 to 100 letters, digits or . _ - : @, got "a b"',
    ]);
    expect(loadJobWorkerSettings({ NODE_ID: 'x'.repeat(101) }).problems).toEqual([
      expect.stringMatching(/^NODE_ID must be/),
    ]);
  });
});
