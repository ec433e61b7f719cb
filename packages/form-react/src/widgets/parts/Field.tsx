import { memo } from 'react';
import type { ReactNode } from 'react';
import type { FieldIds } from '../../registry/WidgetProps.ts';
import shared from '../../theme/sharedStyles.module.css';
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

/**
 * Label, hint, errors and one input: the layout of every single-input widget.
 * It re-renders with its input on every keystroke, so its class names are
 * constants and its label, hint and errors are memoized parts that stay put
 * while only the value changes.
 */
export function Field({ ids, label, hint, required = false, errors, children, after, labelElement }: FieldProps) {
  return (
    <div className={shared.fieldWrapper}>
      {labelElement ?? <FieldLabel id={ids.label} htmlFor={ids.input} label={label} required={required} />}
      <FieldHint id={ids.hint} hint={hint} />
      <FieldErrors id={ids.error} errors={errors} />
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
      <RequiredMarker required={required} />
    </label>
  );
});
