/**
 * The checklist after submission on the wire: GET /api/checklist (the
 * applicant's status page) and the staff view's `checklist`. The item states
 * are declared here once; form-core, the server and the app use this list.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { conversionStatuses } from './api.ts';

/** An item's state: staff set each; the system sets received where it knows (an upload, a recommendation). */
export const checklistStates = ['missing', 'received', 'waived'] as const;
export type ChecklistState = (typeof checklistStates)[number];

export const checklistItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'state'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    state: { type: 'string', enum: [...checklistStates] },
    /** Present on items that take an upload. */
    document: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'uploadable'],
      properties: {
        /** The document key: the answer_key of /api/presigned-url and /api/pdf/document-answer/{key}. */
        key: { type: 'string' },
        label: { type: 'string' },
        hint: { type: 'string' },
        /** Whether the applicant may upload now (not while waived or set by staff). */
        uploadable: { type: 'boolean' },
        file_name: { type: 'string' },
        conversion: { type: 'string', enum: [...conversionStatuses] },
        message: { type: 'string' },
      },
    },
  },
} as const;

export const checklistResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'items', 'complete'],
  properties: {
    heading: { type: 'string' },
    intro: { type: 'string' },
    /** Every shown item received or waived. */
    complete: { type: 'boolean' },
    items: { type: 'array', items: checklistItemSchema },
  },
} as const;

export type ChecklistItem = FromSchema<typeof checklistItemSchema>;
export type ChecklistResponse = FromSchema<typeof checklistResponseSchema>;
