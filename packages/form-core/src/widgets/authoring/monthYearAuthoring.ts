import { keysSchema, labelsSchema, optionListSchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** monthYear: what the docs, page.schema.json and config checks say about it. */
export const monthYearAuthoring: WidgetAuthoring = {
  description: 'A month and a year select; both stored with a {key}_desc label; their errors show combined.',
  optionsSchema: optionsObjectSchema(
    'monthYear: keys.year, years, labels.',
    {
      keys: keysSchema('year: the answer key of the year (the question key holds the month).', { year: 'the year' }, [
        'year',
      ]),
      years: optionListSchema('Years', 'The years offered (default: the last 10 years), usually a years list.'),
      labels: labelsSchema({ month: 'the month select (default "Month")', year: 'the year select (default "Year")' }),
    },
    { required: ['keys'] },
  ),
};
