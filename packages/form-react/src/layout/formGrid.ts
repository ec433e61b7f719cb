import { css } from '@emotion/react';
import { formTheme, maxWidth } from '../theme/formTheme.ts';

/**
 * The form grid: six columns so questions can be full, half or third width;
 * one column on phones. Structural items (groups, tabs, add-another) span all.
 */
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  columnGap: '1.25rem',
  alignItems: 'start',
  '& > *': { gridColumn: 'span 6', minWidth: 0 },
  '& > [data-width="half"]': { gridColumn: 'span 3' },
  '& > [data-width="third"]': { gridColumn: 'span 2' },
  [maxWidth('mobile')]: {
    '& > [data-width]': { gridColumn: 'span 6' },
  },
});

/** A section: its heading and description beside its questions, in the 1 : 1.62 ratio; stacked on tablets and phones. */
export const sectionLayout = css({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${formTheme.gridRatio}fr)`,
  columnGap: '2rem',
  padding: '1.5rem 0',
  borderTop: `1px solid ${formTheme.colors.border}`,
  [maxWidth('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  h2: { margin: '0 0 0.5rem', fontSize: '1.375rem' },
});
