import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessageOf } from '../api/apiErrors.ts';
import { useToasts } from '../toasts/ToastContext.tsx';
import { hasErrors, type AuthFormErrors } from './authValidation.ts';

export interface AuthFormOptions<Values extends Record<string, string>, Field extends string> {
  initialValues: Values;
  validate(values: Values): AuthFormErrors<Field>;
  /** Sends the request; runs only when validation found nothing. */
  submit(values: Values): Promise<void>;
  /** Label of the error toast for a failed request, e.g. 'Login Card Error'. */
  errorLabel: string;
}

/**
 * The life cycle every auth card shares: validate first, send
 * the request only without errors, show server errors in a labelled error
 * toast, move focus to the first invalid field. Once an attempt has shown
 * errors, they follow the input: every change checks the values again with
 * the same rules (the main submit's or resend's), so a fixed field is valid
 * at once and a field broken again says so, as the form's own fields do.
 */
export function useAuthForm<Values extends Record<string, string>, Field extends string>(
  options: AuthFormOptions<Values, Field>,
) {
  const { showError } = useToasts();
  const [values, setValues] = useState<Values>(options.initialValues);
  const [errors, setErrors] = useState<AuthFormErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const formId = useId();
  // The rules of the last attempt that showed errors (undefined before any, and after one without errors).
  const recheck = useRef<((values: Values) => AuthFormErrors<Field>) | undefined>(undefined);

  // The values as last set, for the check of a change (state updaters stay pure).
  const latest = useRef(values);

  const setValue = useCallback((field: keyof Values & string, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (recheck.current) setErrors(recheck.current(next));
  }, []);

  /**
   * Runs a request with its own validation and toast label (the main submit, or resend from the login card).
   * `rules` (the validation as a function of the values) keeps the shown errors in step with later changes.
   */
  const run = async (
    validation: AuthFormErrors<Field>,
    request: () => Promise<void>,
    errorLabel: string,
    rules?: (values: Values) => AuthFormErrors<Field>,
  ) => {
    setErrors(validation);
    recheck.current = hasErrors(validation) ? rules : undefined;
    if (hasErrors(validation)) {
      // After React commits aria-invalid, the first invalid input in document order gets focus.
      requestAnimationFrame(() =>
        document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      await request();
    } catch (error) {
      showError(errorMessageOf(error), { label: errorLabel });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void run(options.validate(values), () => options.submit(values), options.errorLabel, options.validate);
  };

  /** The props a TextField needs for one field: name, value, its errors and the change handler. */
  const fieldProps = (field: keyof Values & string) => ({
    name: field,
    value: values[field],
    errors: (errors as Partial<Record<string, string[]>>)[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
  });

  return { formId, values, setValue, errors, busy, onSubmit, run, fieldProps };
}
