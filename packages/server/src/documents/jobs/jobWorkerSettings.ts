import { hostname } from 'node:os';

/** Whether this node runs background jobs, and the name it records on the jobs it claims. */
export interface JobWorkerSettings {
  /** `JOB_WORKER` (default on): off lets a node serve HTTP only, leaving jobs to dedicated worker nodes. */
  jobWorker: boolean;
  /** `NODE_ID` (default `<hostname>-<pid>`): recorded in `jobs.claimed_by` and in the worker's log lines. */
  nodeId: string;
}

/**
 * Reads `JOB_WORKER` and `NODE_ID`. `JOB_WORKER=off` needs PostgreSQL: on
 * PGlite this process is the only one that can open the database, so no other
 * node could ever run its jobs.
 */
export function loadJobWorkerSettings(env: NodeJS.ProcessEnv, pid: number = process.pid): JobWorkerSettings {
  const raw = env.JOB_WORKER ?? '';
  let jobWorker: boolean;
  if (raw === '' || /^(1|true|yes|on)$/i.test(raw)) jobWorker = true;
  else if (/^(0|false|no|off)$/i.test(raw)) jobWorker = false;
  else throw new Error(`JOB_WORKER must be on or off, got "${raw}"`);
  if (!jobWorker && !env.DATABASE_URL) {
    throw new Error(
      'JOB_WORKER=off needs DATABASE_URL (PostgreSQL): on the embedded PGlite database no other node can run the jobs',
    );
  }
  const nodeId = (env.NODE_ID ?? '').trim() || `${hostname()}-${pid}`;
  if (!/^[\w.:@-]{1,100}$/.test(nodeId)) {
    throw new Error(`NODE_ID must be 1 to 100 letters, digits or . _ - : @, got "${env.NODE_ID}"`);
  }
  return { jobWorker, nodeId };
}
