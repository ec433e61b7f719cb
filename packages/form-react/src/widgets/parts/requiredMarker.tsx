import styles from './requiredMarker.module.css';

/**
 * The visible required marker. It is hidden from screen readers because the
 * input itself carries aria-required; the asterisk is a shape, not a colour.
 * One element for every label (React elements are immutable descriptions, so
 * one can be rendered in many places), rather than a component per label.
 */
const marker = (
  <span aria-hidden="true" title="required" className={styles.marker}>
    *
  </span>
);

/** The required marker when `required`, else nothing. */
export function requiredMarker(required: boolean) {
  return required ? marker : null;
}
