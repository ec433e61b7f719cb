import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { FieldIds } from '../../registry/WidgetProps.ts';
import { fieldLabel } from '../../theme/sharedStyles.ts';
import { FieldErrors } from './FieldErrors.tsx';
import { FieldHint } from './FieldHint.tsx';
import { RequiredMarker } from './RequiredMarker.tsx';

export interface FieldProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  required?: boolean;
  errors: readonly string[];
  children: ReactNode;
  /** Content after the input (e.g. a character count). */
  after?: ReactNode;
  /** Render the label yourself (e.g. downshift's getLabelProps); default is `<label htmlFor={ids.input}>`. */
  labelElement?: ReactNode;
}

export const fieldWrapper = css({ marginBottom: '1rem', minWidth: 0 });

/** Label, hint, errors and one input: the layout of every single-input widget. */
export function Field({ ids, label, hint, required = false, errors, children, after, labelElement }: FieldProps) {
  return (
    <div css={fieldWrapper}>
      {labelElement ?? (
        <label id={ids.label} htmlFor={ids.input} css={fieldLabel}>
          {label}
          <RequiredMarker required={required} />
        </label>
      )}
      <FieldHint id={ids.hint} hint={hint} />
      <FieldErrors id={ids.error} errors={errors} />
      {children}
      {after}
    </div>
  );
}
