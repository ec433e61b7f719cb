import type { ConversionResult, PresignedUrlResponse } from '@admissions/contracts';
import { expect } from 'vitest';
import type { ApiClient } from '../../helpers/apiClient.ts';

export interface PostedUpload {
  key: string;
  status: number;
  text: string;
}

/** POST /api/presigned-url for a document question. */
export async function presign(client: ApiClient, answerKey: string): Promise<PresignedUrlResponse> {
  const response = await client.post<PresignedUrlResponse>('/api/presigned-url', { answer_key: answerKey });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** Posts the file as the browser does: the signed fields, then the file, as multipart to the form's URL. */
export async function postFile(
  baseUrl: string,
  target: PresignedUrlResponse,
  bytes: Uint8Array,
  fileName: string,
  fieldOverrides: Record<string, string> = {},
): Promise<PostedUpload> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target.fields, ...fieldOverrides })) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)]), fileName);
  const response = await fetch(new URL(target.url, baseUrl), { method: 'POST', body: form });
  return { key: target.fields.key, status: response.status, text: await response.text() };
}

/** GET /api/pdf/document-answer/{key} every 100 ms until it leaves UNPROCESSED / IN_PROGRESS. */
export async function waitForConversion(client: ApiClient, answerKey: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get<ConversionResult>(`/api/pdf/document-answer/${answerKey}`);
    expect(response.status, response.text).toBe(200);
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(response.body.status)) return response.body;
    if (Date.now() > deadline) throw new Error(`conversion of ${answerKey} still ${response.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The whole spec flow: presign, post the file, request conversion, poll. Returns the final status. */
export async function uploadDocument(
  client: ApiClient,
  answerKey: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<ConversionResult> {
  const target = await presign(client, answerKey);
  const posted = await postFile(client.baseUrl, target, bytes, fileName);
  expect(posted.status, posted.text).toBeLessThan(300);
  const request = await client.post(`/api/pdf/document-answer/${answerKey}`, {
    file_key: target.fields.key,
    file_name: fileName,
  });
  expect(request.status, request.text).toBe(200);
  return waitForConversion(client, answerKey);
}

/** Fetches a URL with the client's cookies and returns the bytes and headers. */
export async function download(client: ApiClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
