import shared from '../../theme/sharedStyles.module.css';

/**
 * A field's hint, or nothing. An element, not a component: most questions
 * have no hint, and a component would be one more fiber per question that
 * React creates and walks on every render of the field.
 */
export function hintText(id: string, hint: string | undefined) {
  if (!hint) return null;
  return (
    <span id={id} className={shared.hintText}>
      {hint}
    </span>
  );
}
