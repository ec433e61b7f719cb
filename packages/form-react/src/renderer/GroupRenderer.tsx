import type { GroupDefinition } from '@admissions/form-core';
import { memo } from 'react';
import grid from '../layout/formGrid.module.css';
import shared from '../theme/sharedStyles.module.css';
import { ItemList } from './ItemList.tsx';
import { useItemVisible } from './useItemVisible.ts';
import styles from './GroupRenderer.module.css';

/** A group: a fieldset with its title as legend (a plain block without a title), shown as a whole by its condition. */
export const GroupRenderer = memo(function GroupRenderer({ group, path }: { group: GroupDefinition; path: string }) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  const body = (
    <>
      {group.description && <p className={grid.description}>{group.description}</p>}
      <div className={grid.formGrid}>
        <ItemList items={group.items} basePath={`${path}/items`} />
      </div>
    </>
  );
  if (!group.title) return <div data-group={group.id}>{body}</div>;
  return (
    <fieldset data-group={group.id} className={shared.groupFieldset}>
      <legend className={styles.title}>{group.title}</legend>
      {body}
    </fieldset>
  );
});
