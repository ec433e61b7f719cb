import { memo } from 'react';
import shared from '../../theme/sharedStyles.module.css';

export const FieldHint = memo(function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <span id={id} className={shared.hintText}>
      {hint}
    </span>
  );
});
