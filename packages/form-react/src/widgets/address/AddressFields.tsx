import { css } from '@emotion/react';
import { canadianProvinceOptions, countryOptions, usStateOptions } from '@admissions/form-core';
import type { AnswerValue, OptionDefinition } from '@admissions/form-core';
import { describedBy, fieldIds } from '../../registry/fieldIds.ts';
import { formTheme } from '../../theme/formTheme.ts';
import { inputBox } from '../../theme/sharedStyles.ts';
import { answerText } from '../parts/answerText.ts';
import { autocompleteFor } from '../parts/autocompleteFor.ts';
import { Field, fieldWrapper } from '../parts/Field.tsx';
import { FieldErrors } from '../parts/FieldErrors.tsx';
import { SelectControl } from '../select/SelectControl.tsx';
import { optionDesc } from '../SelectWidget.tsx';
import { postalCodeFormat } from './postalCode.ts';

export type AddressRole = 'line1' | 'line2' | 'city' | 'state' | 'zip' | 'country';

export const defaultAddressLabels: Record<AddressRole, string> = {
  line1: 'Address',
  line2: 'Apt. #',
  city: 'City',
  state: 'State/Province',
  zip: 'ZIP/Postal Code',
  country: 'Country',
};

export interface AddressFieldsProps {
  /** Answer keys by role; a role without a key is not shown. */
  keys: Partial<Record<AddressRole, string>>;
  /** Label overrides by role (question.keyLabels). */
  labels?: Partial<Record<string, string>>;
  values: Readonly<Record<string, AnswerValue>>;
  errorsByKey: Readonly<Record<string, readonly string[]>>;
  onChange: (key: string, value: AnswerValue, desc?: string) => void;
  /** Show required markers on line 1, city and country (and state/zip for USA and CAN). */
  required?: boolean;
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  columnGap: '0.75rem',
  '& > [data-span="6"]': { gridColumn: 'span 6' },
  '& > [data-span="4"]': { gridColumn: 'span 4' },
  '& > [data-span="3"]': { gridColumn: 'span 3' },
  '& > [data-span="2"]': { gridColumn: 'span 2' },
  [`@media (max-width: ${formTheme.breakpoints.mobile}px)`]: {
    '& > [data-span]': { gridColumn: 'span 6' },
  },
});

function stateOptionsFor(country: string): OptionDefinition[] | undefined {
  if (country === 'USA') return usStateOptions();
  if (country === 'CAN') return canadianProvinceOptions();
  return undefined;
}

/**
 * The inputs of an address: line 1, Apt. #, city, state/province, ZIP/postal
 * code and country. State is a select of US states (USA) or Canadian
 * provinces (CAN), else free text; the postal-code label and format follow the
 * country. Every input's id is its answer key.
 */
export function AddressFields({
  keys,
  labels = {},
  values,
  errorsByKey,
  onChange,
  required = false,
}: AddressFieldsProps) {
  const country = keys.country ? answerText(values[keys.country]) : '';
  const postal = postalCodeFormat(country);
  const stateOptions = stateOptionsFor(country);
  const northAmerica = stateOptions !== undefined;
  const label = (role: AddressRole, countryLabel?: string) =>
    labels[role] ?? (northAmerica && countryLabel ? countryLabel : defaultAddressLabels[role]);
  const errorsOf = (key: string) => errorsByKey[key] ?? [];

  const textInput = (role: AddressRole, span: number, isRequired: boolean, extra: Partial<TextInputProps> = {}) => {
    const key = keys[role];
    if (!key) return null;
    return (
      <div data-span={span}>
        <AddressTextInput
          answerKey={key}
          label={label(role, extra.countryLabel)}
          value={answerText(values[key])}
          errors={errorsOf(key)}
          required={isRequired}
          onChange={(value) => onChange(key, value)}
          {...extra}
        />
      </div>
    );
  };

  const changeCountry = (option: OptionDefinition) => {
    if (!keys.country) return;
    onChange(keys.country, option.value, optionDesc(option));
    // A state from the old country's list means nothing in the new one.
    if (keys.state) {
      const state = answerText(values[keys.state]);
      const nextOptions = stateOptionsFor(option.value);
      const stillValid = nextOptions ? nextOptions.some((o) => o.value === state) : !stateOptions;
      if (state !== '' && !stillValid) onChange(keys.state, '', '');
    }
  };

  const stateKey = keys.state;
  return (
    <div css={grid}>
      {textInput('line1', 6, required)}
      {textInput('line2', 2, false)}
      {textInput('city', 4, required)}
      {stateKey && stateOptions ? (
        <div data-span={3} css={fieldWrapper}>
          <SelectControl
            id={stateKey}
            labelId={fieldIds(stateKey).label}
            label={label('state', postal.stateLabel)}
            options={stateOptions}
            value={answerText(values[stateKey])}
            onSelect={(option) => onChange(stateKey, option.value, optionDesc(option))}
            describedBy={errorsOf(stateKey).length > 0 ? fieldIds(stateKey).error : undefined}
            invalid={errorsOf(stateKey).length > 0}
            required={required}
            beforeToggle={<FieldErrors id={fieldIds(stateKey).error} errors={errorsOf(stateKey)} />}
          />
        </div>
      ) : (
        textInput('state', 3, false)
      )}
      {textInput('zip', 3, required && northAmerica, {
        countryLabel: postal.label,
        inputMode: postal.inputMode,
        maxLength: postal.maxLength,
        autoCapitalize: postal.autoCapitalize,
        hint: postal.hint,
        format: postal.format,
      })}
      {keys.country && (
        <div data-span={6} css={fieldWrapper}>
          <SelectControl
            id={keys.country}
            labelId={fieldIds(keys.country).label}
            label={label('country')}
            options={countryOptions()}
            value={country}
            onSelect={changeCountry}
            describedBy={errorsOf(keys.country).length > 0 ? fieldIds(keys.country).error : undefined}
            invalid={errorsOf(keys.country).length > 0}
            required={required}
            beforeToggle={<FieldErrors id={fieldIds(keys.country).error} errors={errorsOf(keys.country)} />}
          />
        </div>
      )}
    </div>
  );
}

interface TextInputProps {
  answerKey: string;
  label: string;
  value: string;
  errors: readonly string[];
  required: boolean;
  onChange: (value: string) => void;
  countryLabel?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  autoCapitalize?: 'characters' | 'off';
  hint?: string;
  format?: (raw: string) => string;
}

function AddressTextInput({
  answerKey,
  label,
  value,
  errors,
  required,
  onChange,
  inputMode,
  maxLength = 45,
  autoCapitalize,
  hint,
  format,
}: TextInputProps) {
  const ids = fieldIds(answerKey);
  return (
    <Field ids={ids} label={label} hint={hint} required={required} errors={errors}>
      <input
        id={ids.input}
        name={answerKey}
        type="text"
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        autoCapitalize={autoCapitalize}
        autoComplete={autocompleteFor(answerKey)}
        aria-describedby={describedBy(ids, Boolean(hint), errors.length > 0)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        css={inputBox}
        onChange={(event) => onChange(format ? format(event.target.value) : event.target.value)}
      />
    </Field>
  );
}
