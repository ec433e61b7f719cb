import type { JsonSchemaObject } from './WidgetAuthoring.ts';

// Building blocks of the widgets' options schemas. Each options schema is
// self-contained (no $ref), so config checks can compile it on its own and the
// generator can copy it into page.schema.json as it is.

const keyPattern = '^[^.\\s]+$';

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** An answer key in an option (a companion key, a check key, a controlling answer). */
export function answerKeySchema(title: string, description: string): JsonSchemaObject {
  return {
    title,
    description: `${description} Letters, digits and underscores; in an add-another template {n} becomes "", _2, _3, ...`,
    type: 'string',
    minLength: 1,
    pattern: keyPattern,
  };
}

/** An object of companion answer keys by role. */
export function keysSchema(
  description: string,
  roles: Readonly<Record<string, string>>,
  required: readonly string[] = [],
): JsonSchemaObject {
  return {
    title: 'Companion keys',
    description,
    type: 'object',
    additionalProperties: false,
    ...(required.length > 0 ? { required } : {}),
    properties: Object.fromEntries(
      Object.entries(roles).map(([role, what]) => [
        role,
        answerKeySchema(`${capitalized(role)} key`, `The answer key of ${what}.`),
      ]),
    ),
  };
}

/** An object of input labels by role. */
export function labelsSchema(roles: Readonly<Record<string, string>>): JsonSchemaObject {
  return {
    title: 'Labels',
    description: 'Labels of the inputs, by role, instead of the defaults. {i} becomes the add-another instance number.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries(roles).map(([role, what]) => [
        role,
        { title: `${capitalized(role)} label`, description: `The label of ${what}.`, type: 'string' },
      ]),
    ),
  };
}

export const optionSchema: JsonSchemaObject = {
  title: 'Option',
  description: 'One choice: the stored value and the label shown (also stored in {key}_desc).',
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: {
    value: { title: 'Value', description: 'The stored answer ("" is the blank choice).', type: 'string' },
    label: { title: 'Label', description: 'What the applicant sees.', type: 'string' },
  },
};

export const choicesSchema: JsonSchemaObject = {
  title: 'Choices',
  description: 'Fixed options, in order: [{ "value", "label" }].',
  type: 'array',
  items: optionSchema,
};

const builtInLists = ['countries', 'countriesWithoutUS', 'months', 'usStates', 'canadianProvinces', 'years'];

/** The options of a select, radio or conditional select: fixed `choices` or an `optionList`. */
export const choiceOptionProperties: Readonly<Record<string, JsonSchemaObject>> = {
  choices: choicesSchema,
  optionList: optionListSchema('Option list', 'Instead of choices: a list of options by name.'),
};

export function optionListSchema(title: string, description: string): JsonSchemaObject {
  return {
    title,
    description: `${description} A built-in list (${builtInLists.join(', ')}) or the name of a list in tenant.json optionLists.`,
    type: 'object',
    additionalProperties: false,
    required: ['list'],
    properties: {
      list: {
        title: 'List name',
        description: 'A built-in list or a tenant list name.',
        anyOf: [{ enum: builtInLists }, { type: 'string', minLength: 1 }],
      },
      count: { title: 'Count', description: 'years only: how many years (default 10).', type: 'integer', minimum: 0 },
      direction: {
        title: 'Direction',
        description: 'years only: count back from the start year (past, default) or forward (future).',
        type: 'string',
        enum: ['past', 'future'],
      },
      startYear: {
        title: 'Start year',
        description: 'years only: the first year of the list; defaults to the current year.',
        type: 'integer',
      },
      startYearOffset: {
        title: 'Start year offset',
        description: 'years only: added to the current year when startYear is not given (e.g. -74).',
        type: 'integer',
      },
    },
  };
}

/** An HTML autocomplete token list for one input (WCAG 1.3.5: the applicant's own data only). */
export const autocompleteTokenSchema: JsonSchemaObject = {
  title: 'Autocomplete',
  description:
    'The HTML autocomplete token of the input, e.g. "given-name", "bday", "tel-national", "email". Set it only on the applicant\'s own identity and contact answers (WCAG 1.3.5), never on answers about other people.',
  type: 'string',
  pattern: '^[a-z0-9-]+( [a-z0-9-]+)*$',
};

/** The autocomplete setting of an address (address, schoolSearch). */
export function addressAutocompleteSchema(roles: readonly string[]): JsonSchemaObject {
  return {
    title: 'Autocomplete',
    description:
      'Autocomplete tokens of the address inputs, for the applicant\'s own address only (WCAG 1.3.5): true for the standard tokens (address-line1, address-line2, address-level2, address-level1, postal-code); a section such as "shipping" or "billing" to put before them; or an explicit token per part.',
    anyOf: [
      { type: 'boolean' },
      { type: 'string', pattern: '^(section-[a-z0-9-]+ ?)?(shipping|billing)?$', minLength: 1 },
      {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          roles.map((role) => [
            role,
            {
              title: `${capitalized(role)} token`,
              description: `The autocomplete token of the ${role} input.`,
              type: 'string',
              pattern: '^[a-z0-9-]+( [a-z0-9-]+)*$',
            },
          ]),
        ),
      },
    ],
  };
}

/** An options object: no properties beyond the listed ones. */
export function optionsObjectSchema(
  description: string,
  properties: Readonly<Record<string, JsonSchemaObject>>,
  extra: JsonSchemaObject = {},
): JsonSchemaObject {
  return { title: 'Options', description, type: 'object', additionalProperties: false, properties, ...extra };
}
