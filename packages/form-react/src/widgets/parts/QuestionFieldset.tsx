import { memo } from 'react';
import type { ReactNode } from 'react';
import type { FieldIds } from '../../registry/WidgetProps.ts';
import shared from '../../theme/sharedStyles.module.css';
import { errorText } from './errorText.tsx';
import { hintText } from './hintText.tsx';
import { requiredMarker } from './requiredMarker.tsx';
import { describedBy } from '../../registry/fieldIds.ts';

export interface QuestionFieldsetProps {
  ids: FieldIds;
  legend: string;
  hint?: string;
  required?: boolean;
  /** Errors shown under the legend (the group's combined errors). */
  errors: readonly string[];
  children: ReactNode;
  /** Give the fieldset the id (for widgets whose inputs all have other ids, e.g. checkGroup). */
  fieldsetId?: string;
  /** Marks the group invalid (radio groups; single inputs carry aria-invalid themselves). */
  invalid?: boolean;
  /** `radiogroup` for radio buttons, so the group itself can be invalid and required. */
  role?: 'radiogroup';
}

/** A group of inputs under one question: fieldset + legend, hint and errors described on the group. */
export function QuestionFieldset({
  ids,
  legend,
  hint,
  required = false,
  errors,
  children,
  fieldsetId,
  invalid,
  role,
}: QuestionFieldsetProps) {
  return (
    <fieldset
      id={fieldsetId}
      tabIndex={fieldsetId ? -1 : undefined}
      className={shared.fieldset}
      aria-describedby={describedBy(ids, Boolean(hint), errors.length > 0)}
      role={role}
      aria-invalid={role && invalid ? true : undefined}
      aria-required={role && required ? true : undefined}
    >
      <Legend id={`${ids.input}-legend`} legend={legend} required={required} />
      {hintText(ids.hint, hint)}
      {errorText(ids.error, errors)}
      {children}
    </fieldset>
  );
}

/** Memoized: a widget that types inside its fieldset re-renders the fieldset, not its legend. */
const Legend = memo(function Legend({ id, legend, required }: { id: string; legend: string; required: boolean }) {
  return (
    <legend id={id} className={shared.legend}>
      {legend}
      {requiredMarker(required)}
    </legend>
  );
});
