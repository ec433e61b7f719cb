import type { ContentBlock } from '@admissions/form-core';
import { SafeMarkup } from '@admissions/form-react';

/** The paragraphs of a tenant content block (banners, modals), with the tenant's safe markup. */
export function ContentBlockParagraphs({ block }: { block: ContentBlock }) {
  return (
    <>
      {block.paragraphs.map((paragraph, index) => (
        <SafeMarkup key={index} text={paragraph} />
      ))}
    </>
  );
}
