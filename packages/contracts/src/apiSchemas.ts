/**
 * The JSON Schemas of the request and response bodies between the app and
 * the server, written once: the server validates and serialises with them
 * and describes them in its OpenAPI document, and the types in api.ts are
 * derived from them (json-schema-to-ts, types only: nothing of it runs).
 * Bodies the server accepts refuse unknown fields (`additionalProperties:
 * false`); answers list every field they carry.
 */
import { conversionStatuses, pdfStatuses, webStatuses } from './api.ts';
import { checklistResponseSchema } from './checklist.ts';

import { staffRecommendationsSchema } from './recommendationSchemas.ts';

/** A string field of a form (the messages for empty or bad values come from the handler). */
const formString = { type: 'string', maxLength: 1000 } as const;
/** A key named by the tenant (a question, button, tab group or tab). */
const tenantKey = { type: 'string', maxLength: 200 } as const;

export const messageResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export const studentAnswersSchema = {
  type: 'object',
  additionalProperties: { type: ['string', 'boolean'] },
} as const;

export const validationErrorsSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;

// --------------------------------------------------------------- /public/*

export const signupRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: { username: formString, password: formString },
} as const;

export const confirmRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'code'],
  properties: { username: formString, code: formString },
} as const;

/** The body of the calls that take only an email address (resend-confirm, forgot-password). */
export const usernameOnlyRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: formString },
} as const;

export const loginRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: { username: formString, password: formString, default_route: formString },
} as const;

export const resetPasswordRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'confirm_password', 'id'],
  properties: { username: formString, password: formString, confirm_password: formString, id: formString },
} as const;

export const temporaryAnswersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answer'],
  properties: { answer: studentAnswersSchema },
} as const;

// ------------------------------------------------------------------ /api/*

export const saveAnswersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'revision'],
  properties: { message: { type: 'string' }, revision: { type: 'integer' } },
} as const;

export const lastPageRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['last_page'],
  properties: { last_page: tenantKey },
} as const;

export const webStatusRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['web_status'],
  properties: { web_status: { type: 'string', enum: [...webStatuses] } },
} as const;

export const addAnotherRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['button_id', 'num_components'],
  properties: { button_id: tenantKey, num_components: { type: 'integer' } },
} as const;

export const addAnotherCountsSchema = { type: 'object', additionalProperties: { type: 'integer' } } as const;

export const tabsRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tab_id', 'chosen_tab'],
  properties: { tab_id: tenantKey, chosen_tab: tenantKey },
} as const;

export const chosenTabsSchema = { type: 'object', additionalProperties: { type: 'string' } } as const;

export const documentAnswersSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['file_name', 'file_size'],
    properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
  },
} as const;

export const profileResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answer', 'document_answer', 'username', 'last_page', 'successful_login', 'web_status', 'revision'],
  properties: {
    answer: studentAnswersSchema,
    document_answer: documentAnswersSchema,
    username: { type: 'string' },
    last_page: { type: ['string', 'null'] },
    successful_login: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['logged_in_at'],
        properties: { logged_in_at: { type: 'string', format: 'date-time' } },
      },
    },
    web_status: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['web_status', 'created_at'],
        properties: {
          web_status: { type: 'string', enum: [...webStatuses] },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
    },
    /** Revision of the stored answers; send it back in `If-Match` with PUT /api/answer. */
    revision: { type: 'integer' },
    /**
     * Answer keys the applicant is asked again (an answer migration cleared
     * them, or their question became required); the app names the ones a
     * shown question asks that still have no answer.
     */
    reask: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const presignedUrlRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answer_key'],
  properties: { answer_key: tenantKey },
} as const;

export const presignedUrlResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'fields'],
  properties: {
    url: { type: 'string' },
    fields: {
      type: 'object',
      required: ['key'],
      properties: { key: { type: 'string' } },
      additionalProperties: { type: 'string' },
    },
  },
} as const;

export const conversionRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['file_key', 'file_name'],
  properties: { file_key: { type: 'string', maxLength: 300 }, file_name: { type: 'string', maxLength: 300 } },
} as const;

export const conversionResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', enum: [...conversionStatuses] },
    message: { type: 'string' },
    url: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

export const pdfResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'url'],
  properties: { status: { type: 'string', enum: [...pdfStatuses] }, url: { type: ['string', 'null'] } },
} as const;

// -------------------------------------------------------------- /service/*

export const serviceViewResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answer', 'add_another', 'document_answer', 'tabs'],
  properties: {
    answer: studentAnswersSchema,
    add_another: addAnotherCountsSchema,
    document_answer: documentAnswersSchema,
    tabs: chosenTabsSchema,
    // Only for an application submitted under an earlier version of the tenant: that version's pages
    // and texts (the tenant module's bundle as it was), so the view shows what the applicant saw.
    definition: { type: 'object', additionalProperties: true },
    checklist: checklistResponseSchema,
    // Only when the applicant requested any.
    recommendations: staffRecommendationsSchema,
  },
} as const;
