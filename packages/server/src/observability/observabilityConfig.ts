import { secretValueProblem } from '../config/secretChecks.ts';

/** What the observability endpoints read from the environment (see docs/observability.md). */
export interface ObservabilityConfig {
  /** Bearer token that turns `/metrics` on; without it `/metrics` answers 404. */
  metricsToken: string | undefined;
}

/** A metrics token shorter than this is too easy to guess for an endpoint reachable from the network. */
export const minimumMetricsTokenLength = 24;

/** Reads METRICS_TOKEN; problems (a token that is too short) are returned, not thrown. */
export function loadObservabilityConfig(env: NodeJS.ProcessEnv): { value: ObservabilityConfig; problems: string[] } {
  const problems: string[] = [];
  const token = env.METRICS_TOKEN === '' ? undefined : env.METRICS_TOKEN;
  if (token !== undefined && token.length < minimumMetricsTokenLength) {
    problems.push(
      `METRICS_TOKEN must be at least ${minimumMetricsTokenLength} characters long (it has ${token.length}); ` +
        'generate one with: openssl rand -hex 24',
    );
  } else if (token !== undefined) {
    const problem = secretValueProblem('METRICS_TOKEN', token, { token: true });
    if (problem) problems.push(problem);
  }
  return { value: { metricsToken: token }, problems };
}
