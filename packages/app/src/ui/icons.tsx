/** Small decorative icons; the text beside them carries the meaning. */
const iconProps = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
  css: { flex: 'none', marginTop: '0.2em' },
} as const;

export function ErrorIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4v5M8 11v1.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export function SuccessIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M4.5 8.25l2.25 2.25 4.75-5" stroke="#fff" strokeWidth="1.75" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function InactiveIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
