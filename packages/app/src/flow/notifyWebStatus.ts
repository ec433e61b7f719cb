import type { WebStatus } from '@admissions/contracts';
import { isUnauthorized } from '../api/apiErrors.ts';
import { appConfig } from '../config/appConfig.ts';
import type { FlowDependencies } from './FlowDependencies.ts';

/** POST /api/web-status, retried twice (a lost status post must not stall the flow); the local status changes at once. */
export async function notifyWebStatus(deps: FlowDependencies, webStatus: WebStatus): Promise<boolean> {
  deps.session.store.setState({ webStatus });
  for (let attempt = 0; attempt <= appConfig.webStatus.postRetries; attempt += 1) {
    try {
      await deps.api.postWebStatus(webStatus);
      return true;
    } catch (error) {
      // No retry after a 401: the API client has sent the applicant on the session-invalid path.
      if (isUnauthorized(error)) return false;
    }
  }
  console.warn(`[app] POST /api/web-status ${webStatus} failed after ${appConfig.webStatus.postRetries + 1} attempts.`);
  return false;
}
