import { css } from '@emotion/react';
import { formTheme } from '../../theme/formTheme.ts';
import { visuallyHidden } from '../../theme/sharedStyles.ts';

const errorText = css({
  display: 'block',
  color: formTheme.colors.error,
  fontWeight: 600,
  margin: '0.25rem 0',
});

/** A field's error messages, each with an icon and an "Error:" prefix for screen readers. Renders nothing when empty. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <span id={id} css={errorText}>
      {errors.map((message) => (
        <span key={message} css={css({ display: 'block' })}>
          <span aria-hidden="true">⚠</span> <span css={visuallyHidden}>Error:</span> {message}
        </span>
      ))}
    </span>
  );
}
