import { describedBy } from '../../registry/fieldIds.ts';
import type { FieldIds } from '../../registry/WidgetProps.ts';
import shared from '../../theme/sharedStyles.module.css';
import { errorText } from './errorText.tsx';
import { hintText } from './hintText.tsx';
import { requiredMarker } from './requiredMarker.tsx';
import styles from './CheckboxInput.module.css';

export interface CheckboxInputProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  checked: boolean;
  errors: readonly string[];
  onChange: (checked: boolean) => void;
  required?: boolean;
  /** Mark invalid without showing messages here (a check group shows them once on the group). */
  invalid?: boolean;
  /** Extra ids for aria-describedby (e.g. the group's error). */
  extraDescribedBy?: string;
}

const checkControlClass = `${shared.focusRing} ${styles.checkControl}`;

/** One checkbox with its label to the right, its hint and errors below. */
export function CheckboxInput({
  ids,
  label,
  hint,
  checked,
  errors,
  onChange,
  required = false,
  invalid,
  extraDescribedBy,
}: CheckboxInputProps) {
  const isInvalid = invalid ?? errors.length > 0;
  return (
    <div>
      {errorText(ids.error, errors)}
      <div className={styles.checkRow}>
        <input
          id={ids.input}
          name={ids.input}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy(ids, Boolean(hint), errors.length > 0, extraDescribedBy)}
          aria-invalid={isInvalid ? true : undefined}
          aria-required={required ? true : undefined}
          className={checkControlClass}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label id={ids.label} htmlFor={ids.input}>
          {label}
          {requiredMarker(required)}
        </label>
      </div>
      {hintText(ids.hint, hint)}
    </div>
  );
}
