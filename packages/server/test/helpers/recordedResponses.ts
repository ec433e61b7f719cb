/** One response the test ApiClient received, kept for checking against the OpenAPI document. */
export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  contentType: string;
  body: unknown;
}

/** Every response an ApiClient received in this test file (a test that checks them reads and clears it). */
export const recordedResponses: RecordedResponse[] = [];
