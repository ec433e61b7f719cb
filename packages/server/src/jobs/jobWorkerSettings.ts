import { hostname } from 'node:os';
import type { LoadedSettings } from '../config/configError.ts';
import { createEnvReader } from '../config/envReader.ts';

/** Whether this node runs background jobs, and the name it records on the jobs it claims. */
export interface JobWorkerSettings {
  /** `JOB_WORKER` (default on): off lets a node serve HTTP only, leaving jobs to dedicated worker nodes. */
  jobWorker: boolean;
  /** `NODE_ID` (default `<hostname>-<pid>`): recorded in `jobs.claimed_by` and in the worker's log lines. */
  nodeId: string;
}

/**
 * Reads `JOB_WORKER` and `NODE_ID`, collecting a problem for each wrong value.
 * `JOB_WORKER=off` needs PostgreSQL: on PGlite this process is the only one
 * that can open the database, so no other node could ever run its jobs.
 */
export function loadJobWorkerSettings(
  env: NodeJS.ProcessEnv,
  pid: number = process.pid,
): LoadedSettings<JobWorkerSettings> {
  const read = createEnvReader(env);
  const raw = read.string('JOB_WORKER') ?? '';
  let jobWorker = true;
  if (/^(0|false|no|off)$/i.test(raw)) jobWorker = false;
  else if (raw !== '' && !/^(1|true|yes|on)$/i.test(raw)) read.problem(`JOB_WORKER must be on or off, got "${raw}"`);
  if (!jobWorker && !read.string('DATABASE_URL')) {
    read.problem(
      'JOB_WORKER=off needs DATABASE_URL (PostgreSQL): on the embedded PGlite database no other node can run the jobs',
    );
  }
  const given = read.string('NODE_ID');
  const nodeId = given ?? `${hostname()}-${pid}`;
  if (!/^[\w.:@-]{1,100}$/.test(nodeId)) {
    read.problem(`NODE_ID must be 1 to 100 letters, digits or . _ - : @, got "${given}"`);
  }
  return { value: { jobWorker, nodeId }, problems: read.problems };
}
