import { css } from '@emotion/react';
import type { GroupDefinition } from '@admissions/form-core';
import { memo } from 'react';
import { formGrid } from '../layout/formGrid.ts';
import { fieldsetReset } from '../theme/sharedStyles.ts';
import { ItemList } from './ItemList.tsx';
import { useItemVisible } from './useItemVisible.ts';

/** A group: a fieldset with its title as legend (a plain block without a title), shown as a whole by its condition. */
export const GroupRenderer = memo(function GroupRenderer({ group, path }: { group: GroupDefinition; path: string }) {
  const visible = useItemVisible(path);
  if (!visible) return null;
  const body = (
    <>
      {group.description && <p css={css({ marginTop: 0 })}>{group.description}</p>}
      <div css={formGrid}>
        <ItemList items={group.items} basePath={`${path}/items`} />
      </div>
    </>
  );
  if (!group.title) return <div data-group={group.id}>{body}</div>;
  return (
    <fieldset data-group={group.id} css={css(fieldsetReset, { margin: '0.5rem 0 1rem' })}>
      <legend css={css({ fontWeight: 700, fontSize: '1.125rem', padding: 0, marginBottom: '0.5rem' })}>
        {group.title}
      </legend>
      {body}
    </fieldset>
  );
});
