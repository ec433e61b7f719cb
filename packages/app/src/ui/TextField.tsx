import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldErrorList } from './FieldErrorList.tsx';
import styles from './TextField.module.css';

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
    <div className={styles.field}>
      <label htmlFor={name}>{label}</label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={name}
        name={name}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  );
});
