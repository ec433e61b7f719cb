/**
 * The bodies of the recommendation calls: the applicant's requests
 * (/api/recommendations) and the recommender's link (/public/recommendation).
 * Types come from the schemas, as in api.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A request's state as the applicant sees it, in the order a request goes through them. */
export const recommendationStatuses = ['sent', 'opened', 'submitted', 'cancelled'] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

/** The longest recommender name and e-mail address a request takes. */
export const recommenderLimits = { nameMax: 100, emailMax: 254 } as const;

const answersSchema = { type: 'object', additionalProperties: { type: ['string', 'boolean'] } } as const;

export const recommendationRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'kind_label', 'recommender_name', 'recommender_email', 'status', 'sent_at'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    kind_label: { type: 'string' },
    recommender_name: { type: 'string' },
    recommender_email: { type: 'string' },
    status: { type: 'string', enum: [...recommendationStatuses] },
    /** When the latest link was sent (ISO 8601). */
    sent_at: { type: 'string' },
  },
} as const;

export const recommendationKindOfferSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'label', 'can_request', 'waived'],
  properties: {
    kind: { type: 'string' },
    label: { type: 'string' },
    /** Whether a new request of this kind may be made now (its time, its maximum). */
    can_request: { type: 'boolean' },
    /** The applicant waived the right to read recommendations of this kind (the tenant's waiver answer). */
    waived: { type: 'boolean' },
    suggested_name: { type: 'string' },
    suggested_email: { type: 'string' },
  },
} as const;

export const recommendationListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kinds', 'requests'],
  properties: {
    kinds: { type: 'array', items: recommendationKindOfferSchema },
    requests: { type: 'array', items: recommendationRequestSchema },
  },
} as const;

export const recommenderBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['recommender_name', 'recommender_email'],
  properties: {
    recommender_name: { type: 'string', maxLength: recommenderLimits.nameMax },
    recommender_email: { type: 'string', maxLength: recommenderLimits.emailMax },
  },
} as const;

export const requestRecommendationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'recommender_name', 'recommender_email'],
  properties: { kind: { type: 'string', maxLength: 40 }, ...recommenderBodySchema.properties },
} as const;

/** What a recommender link opens: the form to fill in (a tenant definition) and whom it is for. */
export const recommenderFormResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind_label', 'applicant_name', 'recommender_name', 'definition'],
  properties: {
    kind_label: { type: 'string' },
    applicant_name: { type: 'string' },
    recommender_name: { type: 'string' },
    /** The recommender form as the tenant module's bundle is (pages, config, error summary). */
    definition: { type: 'object', additionalProperties: true },
  },
} as const;

export const recommendationSubmitBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answers'],
  properties: { answers: answersSchema },
} as const;

/** One recommendation as staff see it (staff view, PDF, export). */
export const staffRecommendationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind_label', 'recommender_name', 'recommender_email', 'status', 'answers'],
  properties: {
    id: { type: 'string' },
    kind_label: { type: 'string' },
    recommender_name: { type: 'string' },
    recommender_email: { type: 'string' },
    status: { type: 'string', enum: [...recommendationStatuses] },
    submitted_at: { type: 'string' },
    /** The recommender's answers as label and display text, in the form's order. */
    answers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'text'],
        properties: { label: { type: 'string' }, text: { type: 'string' } },
      },
    },
    /** The letter's file name, when one was received and converted. */
    letter_file_name: { type: 'string' },
  },
} as const;

export const staffRecommendationsSchema = { type: 'array', items: staffRecommendationSchema } as const;

export type RecommendationRequestView = FromSchema<typeof recommendationRequestSchema>;
export type RecommendationKindOffer = FromSchema<typeof recommendationKindOfferSchema>;
export type RecommendationListResponse = FromSchema<typeof recommendationListResponseSchema>;
export type RecommenderBody = FromSchema<typeof recommenderBodySchema>;
export type RequestRecommendationBody = FromSchema<typeof requestRecommendationBodySchema>;
export type RecommenderFormResponse = FromSchema<typeof recommenderFormResponseSchema>;
export type RecommendationSubmitBody = FromSchema<typeof recommendationSubmitBodySchema>;
export type StaffRecommendation = FromSchema<typeof staffRecommendationSchema>;
