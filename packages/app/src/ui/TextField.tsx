import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { appTheme } from '../theme/appTheme.ts';
import { FieldErrorList } from './FieldErrorList.tsx';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  input {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${appTheme.color.border};
    border-radius: 0.25rem;
    font: inherit;
    color: ${appTheme.color.text};
    background: ${appTheme.color.background};
    width: 100%;
    box-sizing: border-box;
  }
  input:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
  input[aria-invalid='true'] {
    border: 2px solid ${appTheme.color.error};
  }
  input[readonly] {
    background: ${appTheme.color.surface};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${appTheme.color.mutedText};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Used as the input id and name. */
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  /** Extra element ids that describe the input (e.g. the password requirement list). */
  describedBy?: string;
}

/** A labelled input with its hint and error messages wired through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { name, label, hint, errors = [], describedBy, ...inputProps },
  ref,
) {
  const uid = useId();
  const hintId = hint ? `${uid}-hint` : undefined;
  const errorId = errors.length > 0 ? `${uid}-errors` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={name}>{label}</label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <input
        ref={ref}
        id={name}
        name={name}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      <FieldErrorList id={errorId} errors={errors} />
    </Field>
  );
});
