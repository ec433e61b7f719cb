import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadJobWorkerSettings } from './jobWorkerSettings.ts';

const postgres = { DATABASE_URL: 'postgres://db/app' };

describe('loadJobWorkerSettings', () => {
  it('runs the worker by default and names the node after the host and process', () => {
    expect(loadJobWorkerSettings({}, 4242)).toEqual({ jobWorker: true, nodeId: `${hostname()}-4242` });
  });

  it('reads JOB_WORKER=off and NODE_ID on PostgreSQL', () => {
    expect(loadJobWorkerSettings({ ...postgres, JOB_WORKER: 'off', NODE_ID: 'web-1' })).toEqual({
      jobWorker: false,
      nodeId: 'web-1',
    });
    expect(loadJobWorkerSettings({ JOB_WORKER: 'on', NODE_ID: 'worker-2.example' }).jobWorker).toBe(true);
  });

  it('refuses JOB_WORKER=off on PGlite, where no other node could run the jobs', () => {
    expect(() => loadJobWorkerSettings({ JOB_WORKER: 'off' })).toThrow(/JOB_WORKER=off needs DATABASE_URL/);
  });

  it('names the variable and the bad value', () => {
    expect(() => loadJobWorkerSettings({ JOB_WORKER: 'sometimes' })).toThrow(
      'JOB_WORKER must be on or off, got "sometimes"',
    );
    expect(() => loadJobWorkerSettings({ NODE_ID: 'a b' })).toThrow(/^NODE_ID must be/);
    expect(() => loadJobWorkerSettings({ NODE_ID: 'x'.repeat(101) })).toThrow(/^NODE_ID must be/);
  });
});
