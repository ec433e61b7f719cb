/**
 * Layout and visual constants of the form: grid ratio,
 * breakpoints, modal and spinner sizes, and the colours the widgets use.
 * A plain object so the host app can read the same values for its own layout.
 */
export const formTheme = {
  /** Label column : answer column (golden ratio) on wide screens. */
  gridRatio: 1.62,
  breakpoints: {
    /** At or below this width the form is a single column. */
    mobile: 675,
    /** At or below this width modals use their tablet sizes. */
    tablet: 900,
  },
  modalSizes: {
    small: '30rem',
    medium: '60rem',
    large: '80vw',
  },
  modalSizesTablet: {
    small: '30rem',
    medium: '70vw',
    large: '90vw',
  },
  spinnerSizes: {
    small: '0.4rem',
    medium: '0.8rem',
    large: '2rem',
  },
  select: {
    menuMaxHeight: 300,
    menuMinHeight: 140,
    /** Type-ahead keys typed within this time form one search string. */
    typeAheadResetMs: 1000,
  },
  /** Minimum size of anything a finger has to hit (WCAG 2.5.8 asks for 24px; we use 44px). */
  touchTarget: '2.75rem',
  colors: {
    text: '#1b1b1b',
    mutedText: '#4a4a4a',
    border: '#6b6b6b',
    focus: '#1a5fb4',
    error: '#b00020',
    errorBackground: '#fdecee',
    info: '#0b4f8a',
    infoBackground: '#e8f1fa',
    warning: '#6b4a00',
    warningBackground: '#fff4d6',
    primary: '#0b4f8a',
    primaryText: '#ffffff',
    surface: '#ffffff',
    highlight: '#dbe9f7',
  },
} as const;

export type FormTheme = typeof formTheme;
