import { limits } from '@admissions/contracts';
import { memo } from 'react';
import { addressAutocompleteToken, countryOptions, regionOptionsOf } from '@admissions/form-core';
import type { AddressAutocomplete, AddressRole, AnswerValue, OptionDefinition } from '@admissions/form-core';
import { describedBy, fieldIds } from '../../registry/fieldIds.ts';
import { useAnswerStore } from '../../store/AnswerStoreContext.tsx';
import { useAnswer } from '../../store/useAnswer.ts';
import { useAnswerInput } from '../../store/useAnswerInput.ts';
import shared from '../../theme/sharedStyles.module.css';
import { answerText } from '../parts/answerText.ts';
import { Field } from '../parts/Field.tsx';
import { errorText } from '../parts/errorText.tsx';
import { SelectControl } from '../select/SelectControl.tsx';
import { optionDesc } from '../SelectWidget.tsx';
import styles from './AddressFields.module.css';
import { postalCodeFormat } from './postalCode.ts';

export type { AddressRole };

export const defaultAddressLabels: Record<AddressRole, string> = {
  line1: 'Address',
  line2: 'Apt. #',
  city: 'City',
  state: 'State/Province',
  zip: 'ZIP/Postal Code',
  country: 'Country',
};

/**
 * The keys whose inputs read their own answer from the store (every role but
 * the country, which the layout follows): a widget built on AddressFields
 * lists them in its `ownKeys`, so typing in one line re-renders that line only.
 */
export function addressOwnKeys(keys: Partial<Record<AddressRole, string>>): string[] {
  return [keys.line1, keys.line2, keys.city, keys.state, keys.zip].filter((key): key is string => Boolean(key));
}

export interface AddressFieldsProps {
  /** Answer keys by role; a role without a key is not shown. */
  keys: Partial<Record<AddressRole, string>>;
  /** Label overrides by role (the question's `options.labels`). */
  labels?: Partial<Record<string, string>>;
  /** Autofill tokens of the inputs (the applicant's own address only); none when not given. */
  autocomplete?: AddressAutocomplete;
  /** Answers by key: the country's is read from here (the other inputs subscribe to their own key). */
  values: Readonly<Record<string, AnswerValue>>;
  errorsByKey: Readonly<Record<string, readonly string[]>>;
  onChange: (key: string, value: AnswerValue, desc?: string) => void;
  /** Show required markers on line 1, city and country (and state/zip for USA and CAN). */
  required?: boolean;
}

const noErrors: readonly string[] = [];
// Built once: the selects are memoized and must see the same lists on every render.
let countries: OptionDefinition[] | undefined;
const regionLists = new Map<string, OptionDefinition[] | undefined>();
const allCountries = () => (countries ??= countryOptions());

function stateOptionsFor(country: string): OptionDefinition[] | undefined {
  if (!regionLists.has(country)) regionLists.set(country, regionOptionsOf(country));
  return regionLists.get(country);
}

/**
 * The inputs of an address: line 1, Apt. #, city, state/province, ZIP/postal
 * code and country. State is a select of US states (USA) or Canadian
 * provinces (CAN), else free text; the postal-code label and format follow the
 * country. Every input's id is its answer key. Each input but the country
 * reads its answer with `useAnswer` (see addressOwnKeys); it needs the answer
 * store of a PageRenderer or AnswerStoreProvider above it.
 */
export function AddressFields({
  keys,
  labels = {},
  autocomplete,
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
  const errorsOf = (key: string) => errorsByKey[key] ?? noErrors;

  const textInput = (role: AddressRole, span: number, isRequired: boolean, extra: Partial<TextInputProps> = {}) => {
    const key = keys[role];
    if (!key) return null;
    return (
      <div data-span={span}>
        <AddressTextInput
          answerKey={key}
          label={label(role, extra.countryLabel)}
          errors={errorsOf(key)}
          required={isRequired}
          onChange={onChange}
          autoComplete={addressAutocompleteToken(autocomplete, role)}
          {...extra}
        />
      </div>
    );
  };

  const stateKey = keys.state;
  return (
    <div className={styles.grid}>
      {textInput('line1', 6, required)}
      {textInput('line2', 2, false)}
      {textInput('city', 4, required)}
      {stateKey && stateOptions ? (
        <AddressSelect
          answerKey={stateKey}
          span={3}
          label={label('state', postal.stateLabel)}
          options={stateOptions}
          errors={errorsOf(stateKey)}
          required={required}
          onChange={onChange}
        />
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
        <AddressSelect
          answerKey={keys.country}
          span={6}
          label={label('country')}
          options={allCountries()}
          errors={errorsOf(keys.country)}
          required={required}
          onChange={onChange}
          stateKey={keys.state}
        />
      )}
    </div>
  );
}

interface TextInputProps {
  /** The input's answer key: it reads its value from the store itself. */
  answerKey: string;
  label: string;
  errors: readonly string[];
  required: boolean;
  /** The question's onChange (stable), so typing in one input leaves the others alone. */
  onChange: (key: string, value: AnswerValue) => void;
  /** The input's autofill token, if any. */
  autoComplete?: string;
  countryLabel?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  autoCapitalize?: 'characters' | 'off';
  hint?: string;
  format?: (raw: string) => string;
}

const AddressTextInput = memo(function AddressTextInput({
  answerKey,
  label,
  errors,
  required,
  onChange,
  autoComplete,
  inputMode,
  maxLength = limits.textMaxLength,
  autoCapitalize,
  hint,
  format,
}: TextInputProps) {
  const ids = fieldIds(answerKey);
  // The input keeps its own value while the applicant types: a keystroke renders nothing.
  const { attach, defaultValue, onChange: onInput } = useAnswerInput<HTMLInputElement>(answerKey, onChange, format);
  return (
    <Field ids={ids} label={label} hint={hint} required={required} errors={errors}>
      <input
        id={ids.input}
        name={answerKey}
        type="text"
        ref={attach}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        autoCapitalize={autoCapitalize}
        autoComplete={autoComplete}
        aria-describedby={describedBy(ids, Boolean(hint), errors.length > 0)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.inputBox}
        onChange={onInput}
      />
    </Field>
  );
});

interface AddressSelectProps {
  /** The select's answer key: it reads its value from the store itself. */
  answerKey: string;
  span: number;
  label: string;
  options: OptionDefinition[];
  errors: readonly string[];
  required: boolean;
  onChange: (key: string, value: AnswerValue, desc?: string) => void;
  /** Country only: the state answer's key, cleared when it means nothing in the newly chosen country. */
  stateKey?: string;
}

/** The state/province or country select of an address (memoized: typing in another input leaves it alone). */
const AddressSelect = memo(function AddressSelect({
  answerKey,
  span,
  label,
  options,
  errors,
  required,
  onChange,
  stateKey,
}: AddressSelectProps) {
  const ids = fieldIds(answerKey);
  const store = useAnswerStore();
  const value = answerText(useAnswer(answerKey));
  const select = (option: OptionDefinition) => {
    onChange(answerKey, option.value, optionDesc(option));
    if (!stateKey) return;
    // Read when choosing: the country select does not re-render for the state.
    const stateValue = answerText(store.getState().answers[stateKey]);
    // A state from the old country's list means nothing in the new one.
    const oldOptions = stateOptionsFor(value);
    const nextOptions = stateOptionsFor(option.value);
    const stillValid = nextOptions ? nextOptions.some((o) => o.value === stateValue) : !oldOptions;
    if (stateValue !== '' && !stillValid) onChange(stateKey, '', '');
  };
  return (
    <div data-span={span} className={shared.fieldWrapper}>
      <SelectControl
        id={answerKey}
        labelId={ids.label}
        label={label}
        options={options}
        value={value}
        onSelect={select}
        describedBy={errors.length > 0 ? ids.error : undefined}
        invalid={errors.length > 0}
        required={required}
        beforeToggle={errorText(ids.error, errors)}
      />
    </div>
  );
});
