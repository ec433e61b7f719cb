import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../__fixtures__/fieldsOf.ts';
import { authoredWidgetSpecs } from './authoring/authoredWidgetSpecs.ts';
import { defaultWidgetSpecs } from './defaultWidgetSpecs.ts';
import type { AddressOptions } from './specs/addressSpec.ts';
import type { ButtonOptions } from './specs/buttonSpec.ts';
import type { CheckboxOptions } from './specs/checkboxSpec.ts';
import type { CheckGroupOptions } from './specs/checkGroupSpec.ts';
import type { ConditionalSelectOptions } from './specs/conditionalSelectSpec.ts';
import type { DateOptions } from './specs/dateSpec.ts';
import type { FileUploadOptions } from './specs/fileUploadSpec.ts';
import type { MonthYearOptions } from './specs/monthYearSpec.ts';
import type { PhoneOptions } from './specs/phoneSpec.ts';
import type { RadioOptions } from './specs/radioSpec.ts';
import type { SchoolSearchOptions } from './specs/schoolSearchSpec.ts';
import type { SelectOptions } from './specs/selectSpec.ts';
import type { TextareaOptions } from './specs/textareaSpec.ts';
import type { TextOptions } from './specs/textSpec.ts';

const schemaProperties = (name: string): string[] => {
  const schema = authoredWidgetSpecs.get(name)!.optionsSchema as { properties?: object };
  return Object.keys(schema.properties ?? {}).sort();
};

describe("each widget's options schema mirrors its options type", () => {
  it.each([
    ['text', fieldsOf<TextOptions>()('maxLength', 'inputType', 'format', 'placeholder', 'autocomplete')],
    ['textarea', fieldsOf<TextareaOptions>()('characterLimit')],
    ['date', fieldsOf<DateOptions>()('autocomplete')],
    ['monthYear', fieldsOf<MonthYearOptions>()('keys', 'years', 'labels')],
    ['phone', fieldsOf<PhoneOptions>()('keys', 'labels', 'placeholder', 'autocomplete')],
    ['select', fieldsOf<SelectOptions>()('choices', 'optionList')],
    [
      'conditionalSelect',
      fieldsOf<ConditionalSelectOptions>()('choices', 'optionList', 'controlKey', 'optionsByValue'),
    ],
    ['radio', fieldsOf<RadioOptions>()('choices', 'optionList')],
    ['checkbox', fieldsOf<CheckboxOptions>()()],
    ['button', fieldsOf<ButtonOptions>()()],
    ['checkGroup', fieldsOf<CheckGroupOptions>()('checks')],
    ['address', fieldsOf<AddressOptions>()('keys', 'labels', 'autocomplete')],
    ['schoolSearch', fieldsOf<SchoolSearchOptions>()('category', 'keys', 'labels', 'maxLength', 'autocomplete')],
    ['fileUpload', fieldsOf<FileUploadOptions>()('accept')],
  ])('%s', (name, fields) => {
    expect(schemaProperties(name)).toEqual(fields);
  });

  it('covers every default widget', () => {
    expect(defaultWidgetSpecs.names()).toHaveLength(14);
  });

  it('joins every default widget, in the same order, with the run-time spec it has in the browser', () => {
    expect(authoredWidgetSpecs.names()).toEqual(defaultWidgetSpecs.names());
    for (const name of defaultWidgetSpecs.names()) {
      const { description, optionsSchema, ...runtime } = authoredWidgetSpecs.get(name)!;
      expect(description).not.toBe('');
      expect(optionsSchema).toMatchObject({ type: 'object' });
      expect(runtime).toEqual({ ...defaultWidgetSpecs.get(name) });
    }
  });

  it('keeps descriptions and options schemas out of the run-time specs', () => {
    for (const name of defaultWidgetSpecs.names()) {
      expect(Object.keys(defaultWidgetSpecs.get(name)!)).not.toContain('optionsSchema');
      expect(Object.keys(defaultWidgetSpecs.get(name)!)).not.toContain('description');
    }
  });
});
