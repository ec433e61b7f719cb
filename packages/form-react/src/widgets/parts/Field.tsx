import { memo } from 'react';
import type { ReactNode } from 'react';
import type { FieldIds } from '../../registry/WidgetProps.ts';
import shared from '../../theme/sharedStyles.module.css';
import { errorText } from './errorText.tsx';
import { hintText } from './hintText.tsx';
import { requiredMarker } from './requiredMarker.tsx';

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

/**
 * Label, hint, errors and one input: the layout of every single-input widget.
 * When it re-renders with its input, its class names are constants, its
 * label a memoized part that stays put, and its hint and errors plain
 * elements (no component each: most questions have neither, and a component
 * would be one more fiber per question on every page's first render).
 */
export function Field({ ids, label, hint, required = false, errors, children, after, labelElement }: FieldProps) {
  return (
    <div className={shared.fieldWrapper}>
      {labelElement ?? <FieldLabel id={ids.label} htmlFor={ids.input} label={label} required={required} />}
      {hintText(ids.hint, hint)}
      {errorText(ids.error, errors)}
      {children}
      {after}
    </div>
  );
}

const FieldLabel = memo(function FieldLabel({
  id,
  htmlFor,
  label,
  required,
}: {
  id: string;
  htmlFor: string;
  label: string;
  required: boolean;
}) {
  return (
    <label id={id} htmlFor={htmlFor} className={shared.fieldLabel}>
      {label}
      {requiredMarker(required)}
    </label>
  );
});
