import { css } from '@emotion/react';
import { describedBy } from '../../registry/fieldIds.ts';
import type { FieldIds } from '../../registry/WidgetProps.ts';
import { formTheme } from '../../theme/formTheme.ts';
import { focusRing } from '../../theme/sharedStyles.ts';
import { FieldErrors } from './FieldErrors.tsx';
import { FieldHint } from './FieldHint.tsx';
import { RequiredMarker } from './RequiredMarker.tsx';

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

export const checkRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  minHeight: formTheme.touchTarget,
  padding: '0.25rem 0',
  '& label': { paddingTop: '0.6rem', cursor: 'pointer' },
});

export const checkControl = css(
  {
    flex: '0 0 auto',
    width: '1.5rem',
    height: '1.5rem',
    margin: '0.55rem 0 0',
    accentColor: formTheme.colors.primary,
    cursor: 'pointer',
  },
  focusRing,
);

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
      <FieldErrors id={ids.error} errors={errors} />
      <div css={checkRow}>
        <input
          id={ids.input}
          name={ids.input}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy(ids, Boolean(hint), errors.length > 0, extraDescribedBy)}
          aria-invalid={isInvalid ? true : undefined}
          aria-required={required ? true : undefined}
          css={checkControl}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label id={ids.label} htmlFor={ids.input}>
          {label}
          <RequiredMarker required={required} />
        </label>
      </div>
      <FieldHint id={ids.hint} hint={hint} />
    </div>
  );
}
