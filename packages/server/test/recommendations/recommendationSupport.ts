import { fileURLToPath } from 'node:url';
import type { ConversionResult, PresignedUrlResponse, RecommendationRequestView } from '@admissions/contracts';
import { expect } from 'vitest';
import { ApiClient } from '../helpers/apiClient.ts';
import { mailsTo, type ReceivedMail } from '../helpers/outbox.ts';
import type { TestServer } from '../helpers/startTestServer.ts';
import { postFile } from '../documents/support/uploadDocument.ts';

/** The repository's tenants: the NSU tenant declares the counselor recommendation. */
export const repositoryTenantsDir = fileURLToPath(new URL('../../../../tenants/', import.meta.url));

export const recommendationEnv = {
  TENANTS_DIR: repositoryTenantsDir,
  TENANT: 'nsu-international',
  JOB_POLL_MS: '100',
  JOB_RETRY_DELAY_MS: '100',
};

/** The recommender link in the latest mail to `address`. */
export function linkIn(mail: ReceivedMail | undefined): URL {
  const match = /https?:\/\/\S+\/recommend\?token=\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no recommender link in ${JSON.stringify(mail?.text)}`);
  return new URL(match[0]);
}

export async function latestLink(server: TestServer, address: string): Promise<string> {
  await server.settle();
  return linkIn(mailsTo(server.dataDir, address).at(-1)).searchParams.get('token') ?? '';
}

/** Asks for a counselor recommendation; returns the request and its link's token. */
export async function requestCounselor(
  server: TestServer,
  client: ApiClient,
  email: string,
  name = 'Tunde Adeyemi',
): Promise<{ request: RecommendationRequestView; token: string }> {
  const response = await client.post<RecommendationRequestView>('/api/recommendations', {
    kind: 'counselor',
    recommender_name: name,
    recommender_email: email,
  });
  expect(response.status, response.text).toBe(200);
  return { request: response.body, token: await latestLink(server, email) };
}

/** The recommender's letter through the link: presign, post, convert, wait. */
export async function uploadLetter(
  server: TestServer,
  token: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<ConversionResult> {
  const recommender = new ApiClient(server.baseUrl);
  const query = `?token=${encodeURIComponent(token)}`;
  const target = await recommender.post<PresignedUrlResponse>(`/public/recommendation/presigned-url${query}`, {
    answer_key: 'letter',
  });
  expect(target.status, target.text).toBe(200);
  const posted = await postFile(server.baseUrl, target.body, bytes, fileName);
  expect(posted.status, posted.text).toBeLessThan(300);
  const converting = await recommender.post(`/public/recommendation/document/letter${query}`, {
    file_key: target.body.fields.key,
    file_name: fileName,
  });
  expect(converting.status, converting.text).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await recommender.get<ConversionResult>(`/public/recommendation/document/letter${query}`);
    expect(status.status, status.text).toBe(200);
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(status.body.status)) return status.body;
    if (Date.now() > deadline) throw new Error(`letter conversion still ${status.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
