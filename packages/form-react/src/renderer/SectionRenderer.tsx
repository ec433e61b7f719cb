import type { SectionDefinition } from '@admissions/form-core';
import { memo } from 'react';
import grid from '../layout/formGrid.module.css';
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
    <section
      aria-labelledby={section.title ? headingId : undefined}
      className={grid.sectionLayout}
      data-section={section.id}
    >
      <div>
        {section.title && <h2 id={headingId}>{section.title}</h2>}
        {section.description && <p className={grid.description}>{section.description}</p>}
      </div>
      <div className={grid.formGrid}>
        <ItemList items={section.items} basePath={`${path}/items`} />
      </div>
    </section>
  );
});
