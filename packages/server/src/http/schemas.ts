/**
 * The server's own JSON Schemas for the route definitions (also the OpenAPI
 * description): error answers and file answers. The bodies of the calls are
 * the contract's schemas (@admissions/contracts, apiSchemas.ts).
 */

/** Errors are `{ message }`, sometimes with more fields (errors, revision, answer). */
export const errorResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: true,
} as const;

/** A PDF file answer (the document routes send the bytes as they are stored). */
export const pdfFileResponse = {
  description: 'The PDF file',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

/** A refusal for too many attempts: `{ message }` and the seconds to wait in Retry-After. */
export const rateLimitedResponse = {
  ...errorResponse,
  description: 'Too many attempts; Retry-After gives the seconds to wait',
  headers: { 'Retry-After': { type: 'string', description: 'Seconds until the next attempt can succeed' } },
} as const;

/**
 * The error answers a route's handler gives (as `{ message }`). The statuses
 * the infrastructure plugins add (400, 401, 403, 413, 415, 500, 503) come
 * with the feature's registration (http/infrastructureResponses.ts).
 */
export function errorResponses(...statuses: number[]): Record<number, typeof errorResponse> {
  const responses: Record<number, typeof errorResponse> = {};
  for (const status of statuses) responses[status] = errorResponse;
  return responses;
}
