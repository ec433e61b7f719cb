import { memo } from 'react';
import { hintTextClass } from '../../theme/sharedClasses.ts';

export const FieldHint = memo(function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <span id={id} className={hintTextClass}>
      {hint}
    </span>
  );
});
