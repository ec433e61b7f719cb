import type { ContentDefinition } from '@admissions/form-core';
import { memo } from 'react';
import { SafeMarkup } from '../content/SafeMarkup.tsx';
import shared from '../theme/sharedStyles.module.css';
import { useItemVisible } from './useItemVisible.ts';
import styles from './ContentRenderer.module.css';

const variants = {
  info: { icon: 'ℹ', label: 'Information:', className: styles.infoBanner },
  warning: { icon: '⚠', label: 'Warning:', className: styles.warningBanner },
  alert: { icon: 'ℹ', label: 'Important date:', className: styles.infoBanner },
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
      <h3 className={styles.heading}>
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
    <div role="note" className={variant.className} data-content={content.id}>
      <span aria-hidden="true">{variant.icon}</span>
      <div>
        <span className={shared.visuallyHidden}>{variant.label}</span> <SafeMarkup text={content.text} />
      </div>
    </div>
  );
});
