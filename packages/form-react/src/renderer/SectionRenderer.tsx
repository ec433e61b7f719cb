import { css } from '@emotion/react';
import type { SectionDefinition } from '@admissions/form-core';
import { memo } from 'react';
import { formGrid, sectionLayout } from '../layout/formGrid.ts';
import { ItemList } from './ItemList.tsx';
import { useItemVisible } from './useItemVisible.ts';

/** A page section: title and description beside its items (form grid), shown while its condition holds. */
export const SectionRenderer = memo(function SectionRenderer({
  section,
  path,
}: {
  section: SectionDefinition;
  path: string;
}) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  const headingId = `section-${section.id}`;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} css={sectionLayout} data-section={section.id}>
      <div>
        {section.title && <h2 id={headingId}>{section.title}</h2>}
        {section.description && <p css={css({ marginTop: 0 })}>{section.description}</p>}
      </div>
      <div css={formGrid}>
        <ItemList items={section.items} basePath={`${path}/items`} />
      </div>
    </section>
  );
});
