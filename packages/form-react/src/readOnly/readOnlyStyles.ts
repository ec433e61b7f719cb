import { css } from '@emotion/react';
import { formTheme, maxWidth } from '../theme/formTheme.ts';

/**
 * The read-only (service-user) view: label and answer side by side in the
 * 1 : 1.62 ratio, stacked on phones, with a print stylesheet (black on white,
 * no splitting a question across pages, link targets printed).
 */
export const readOnlyStyles = css({
  maxWidth: '60rem',
  margin: '0 auto',
  color: formTheme.colors.text,
  h1: { fontSize: '1.75rem' },
  h2: { fontSize: '1.375rem', borderBottom: `1px solid ${formTheme.colors.border}`, paddingBottom: '0.25rem' },
  h3: { fontSize: '1.125rem', margin: '1rem 0 0.5rem' },
  dl: { margin: 0 },
  '.answer-row': {
    display: 'grid',
    gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${formTheme.gridRatio}fr)`,
    columnGap: '1.5rem',
    padding: '0.375rem 0',
    borderBottom: '1px solid #d0d0d0',
    [maxWidth('mobile')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  dt: { fontWeight: 600 },
  dd: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '.answer-line': { display: 'block' },
  '.not-answered': { color: formTheme.colors.mutedText, fontStyle: 'italic' },
  '.instance': { marginLeft: '0.5rem' },
  '@media print': {
    maxWidth: 'none',
    color: '#000',
    fontSize: '11pt',
    '*': { background: 'transparent !important', boxShadow: 'none !important' },
    'h1, h2, h3': { breakAfter: 'avoid', pageBreakAfter: 'avoid' },
    '.answer-row': { breakInside: 'avoid', pageBreakInside: 'avoid', gridTemplateColumns: '2fr 3.24fr' },
    '.not-answered': { color: '#000' },
    'a[href^="http"]::after': { content: '" (" attr(href) ")"' },
  },
});
