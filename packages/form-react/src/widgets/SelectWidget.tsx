import type { OptionDefinition, SelectOptions } from '@admissions/form-core';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import shared from '../theme/sharedStyles.module.css';
import { errorText } from './parts/errorText.tsx';
import { hintText } from './parts/hintText.tsx';
import { SelectControl } from './select/SelectControl.tsx';

/** The chosen label for `{key}_desc`; the blank option has none. */
export function optionDesc(option: OptionDefinition): string {
  return option.value === '' ? '' : option.label;
}

/** select: a custom accessible select over the spec's choices; stores `{key}_desc`. */
export function SelectWidget({
  question,
  value,
  errors,
  onChange,
  choices,
  ids,
  required,
}: WidgetProps<SelectOptions>) {
  return (
    <div className={shared.fieldWrapper}>
      <SelectControl
        id={ids.input}
        labelId={ids.label}
        label={question.label}
        options={choices}
        value={typeof value === 'string' ? value : ''}
        onSelect={(option) => onChange(question.key, option.value, optionDesc(option))}
        describedBy={describedBy(ids, Boolean(question.hint), errors.length > 0)}
        invalid={errors.length > 0}
        required={required}
        beforeToggle={
          <>
            {hintText(ids.hint, question.hint)}
            {errorText(ids.error, errors)}
          </>
        }
      />
    </div>
  );
}
