import { memo } from 'react';
import { formTheme } from '../../theme/formTheme.ts';
import { visuallyHiddenClass } from '../../theme/sharedClasses.ts';
import { staticClass } from '../../theme/staticClass.ts';

const errorTextClass = staticClass({
  display: 'block',
  color: formTheme.colors.error,
  fontWeight: 600,
  margin: '0.25rem 0',
});
const messageClass = staticClass({ display: 'block' });

/** A field's error messages, each with an icon and an "Error:" prefix for screen readers. Renders nothing when empty. */
export const FieldErrors = memo(function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <span id={id} className={errorTextClass}>
      {errors.map((message) => (
        <span key={message} className={messageClass}>
          <span aria-hidden="true">⚠</span> <span className={visuallyHiddenClass}>Error:</span> {message}
        </span>
      ))}
    </span>
  );
});
