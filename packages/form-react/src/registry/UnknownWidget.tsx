import { css } from '@emotion/react';
import { formTheme } from '../theme/formTheme.ts';

export interface UnknownWidgetProps {
  widget: string;
  questionKey: string;
}

/** Shown in place of a question whose widget name is not in the registry, so the mistake is visible. */
export function UnknownWidget({ widget, questionKey }: UnknownWidgetProps) {
  return (
    <div
      role="alert"
      id={questionKey}
      css={css({
        padding: '0.75rem',
        border: `2px dashed ${formTheme.colors.error}`,
        color: formTheme.colors.error,
        background: formTheme.colors.errorBackground,
      })}
    >
      Unknown widget &quot;{widget}&quot; for question &quot;{questionKey}&quot;
    </div>
  );
}
