/** JSON Schemas shared by the route definitions (also the OpenAPI description). */

export const messageResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** Errors are `{ message }`, sometimes with more fields (errors, revision, answer). */
export const errorResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: true,
} as const;

export const answersSchema = {
  type: 'object',
  additionalProperties: { type: ['string', 'boolean'] },
} as const;

export const validationErrorsSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;

/** Error responses every route may give, for the OpenAPI description. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorResponse> {
  const responses: Record<number, typeof errorResponse> = {};
  for (const status of [400, 429, 500, ...statuses]) responses[status] = errorResponse;
  return responses;
}

/** A string field of an auth form (the messages for empty or bad values come from the handler). */
export const formString = { type: 'string', maxLength: 1000 } as const;

/** The body of the calls that take only an email address (resend-confirm, forgot-password). */
export const usernameOnlyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: formString },
} as const;
