import { css } from '@emotion/react';
import type { ContentDefinition } from '@admissions/form-core';
import { memo } from 'react';
import { SafeMarkup } from '../content/SafeMarkup.tsx';
import { formTheme } from '../theme/formTheme.ts';
import { visuallyHidden } from '../theme/sharedStyles.ts';
import { useItemVisible } from './useItemVisible.ts';

const { colors } = formTheme;

const banner = (color: string, background: string) =>
  css({
    display: 'flex',
    gap: '0.75rem',
    margin: '0.5rem 0 1rem',
    padding: '0.75rem 1rem',
    color,
    background,
    // A thick left bar and an icon with a text label: not colour alone.
    borderLeft: `0.5rem solid ${color}`,
    p: { margin: '0.25rem 0' },
    a: { color },
  });

const variants = {
  info: { icon: 'ℹ', label: 'Information:', style: banner(colors.info, colors.infoBackground) },
  warning: { icon: '⚠', label: 'Warning:', style: banner(colors.warning, colors.warningBackground) },
  alert: { icon: 'ℹ', label: 'Important date:', style: banner(colors.info, colors.infoBackground) },
} as const;

/**
 * Static content: paragraphs, headings, info and warning notices. Content
 * with `showBetween` is a date-window alert banner, shown only inside its
 * window (form-core decides, with the tenant's dateWindows and `now` from the
 * store context). Markup is rendered by SafeMarkup, never as HTML.
 */
export const ContentRenderer = memo(function ContentRenderer({
  content,
  path,
}: {
  content: ContentDefinition;
  path: string;
}) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  if (content.variant === 'heading') {
    return (
      <h3 css={css({ margin: '1rem 0 0.5rem', fontSize: '1.125rem' })}>
        <SafeMarkup text={content.text} inline />
      </h3>
    );
  }
  const kind = content.showBetween
    ? 'alert'
    : content.variant === 'info' || content.variant === 'warning'
      ? content.variant
      : undefined;
  if (!kind) {
    return (
      <div>
        <SafeMarkup text={content.text} />
      </div>
    );
  }
  const variant = variants[kind];
  return (
    <div role="note" css={variant.style} data-content={content.id}>
      <span aria-hidden="true">{variant.icon}</span>
      <div>
        <span css={visuallyHidden}>{variant.label}</span> <SafeMarkup text={content.text} />
      </div>
    </div>
  );
});
