/** @jsxImportSource react */
import type { ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { PeerField, PeerQuestion, PeerShape } from './peerShape.ts';

type Values = PeerShape['defaultValues'];

/** Shown while every answer its visibility reads is given (in the heaviest state, all of them). */
function Conditional({ control, watch, children }: { control: Control<Values>; watch: string[]; children: ReactNode }) {
  const values = useWatch({ control, name: watch });
  const shown = values.every((value) => value !== '' && value !== false && value !== undefined);
  return shown ? children : null;
}

function Field({
  field,
  register,
  error,
}: {
  field: PeerField;
  register: UseFormRegister<Values>;
  error: string | undefined;
}) {
  const rules = {
    ...(field.required ? { required: `${field.label} is required` } : {}),
    ...(field.maxLength ? { maxLength: { value: field.maxLength, message: `At most ${field.maxLength}` } } : {}),
    ...(field.pattern ? { pattern: { value: new RegExp(field.pattern.value), message: field.pattern.message } } : {}),
  };
  const described = [field.hint ? `${field.key}-hint` : '', error ? `${field.key}-error` : ''].filter(Boolean);
  const aria = {
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    'aria-invalid': error ? true : undefined,
  };
  if (field.kind === 'radio' || field.kind === 'checkbox') {
    return (
      <fieldset className="field">
        <legend>{field.label}</legend>
        {field.kind === 'checkbox' ? (
          <label>
            <input type="checkbox" id={field.key} {...aria} {...register(field.key, rules)} /> {field.label}
          </label>
        ) : (
          field.options?.map((option) => (
            <label key={option.value}>
              <input type="radio" value={option.value} {...aria} {...register(field.key, rules)} /> {option.label}
            </label>
          ))
        )}
        {error && <p id={`${field.key}-error`}>{error}</p>}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={field.key}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.hint && <p id={`${field.key}-hint`}>{field.hint}</p>}
      {error && <p id={`${field.key}-error`}>{error}</p>}
      {field.kind === 'select' ? (
        <select id={field.key} {...aria} {...register(field.key, rules)}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea id={field.key} rows={8} maxLength={field.maxLength} {...aria} {...register(field.key, rules)} />
      ) : (
        <input type="text" id={field.key} maxLength={field.maxLength} {...aria} {...register(field.key, rules)} />
      )}
    </div>
  );
}

function Question({
  question,
  register,
  errors,
}: {
  question: PeerQuestion;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return (
    <div data-question={question.key}>
      {question.fields.map((field) => (
        <Field key={field.key} field={field} register={register} error={errors[field.key]?.message} />
      ))}
    </div>
  );
}

/** The form: uncontrolled inputs registered with react-hook-form, validated on submit (its default mode) or live. */
export function PeerForm({ shape }: { shape: PeerShape }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: shape.defaultValues, mode: shape.mode ?? 'onSubmit' });
  return (
    <main>
      <form onSubmit={handleSubmit(() => undefined)} noValidate>
        <h1>{shape.title}</h1>
        {shape.sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`}>{section.title}</h2>
            {section.questions.map((question) =>
              question.watch.length > 0 ? (
                <Conditional key={question.key} control={control} watch={question.watch}>
                  <Question question={question} register={register} errors={errors} />
                </Conditional>
              ) : (
                <Question key={question.key} question={question} register={register} errors={errors} />
              ),
            )}
          </section>
        ))}
        <button type="submit">Save</button>
      </form>
    </main>
  );
}
