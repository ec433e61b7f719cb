import { hintText } from '../../theme/sharedStyles.ts';

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <span id={id} css={hintText}>
      {hint}
    </span>
  );
}
