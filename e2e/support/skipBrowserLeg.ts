import { inject } from 'vitest';

export const e2eBaseUrl = inject('e2eBaseUrl');
/** True only on a developer machine without Chromium (CI fails in global setup instead). */
export const skipBrowserLeg = e2eBaseUrl === '';
