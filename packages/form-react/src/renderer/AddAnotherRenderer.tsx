import { indexDefinitions, instanceCountOf, instanceLabel } from '@admissions/form-core';
import type { AddAnotherDefinition, ItemDefinition } from '@admissions/form-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';
import grid from '../layout/formGrid.module.css';
import shared from '../theme/sharedStyles.module.css';
import { useStoreValue } from '../store/useStoreSelection.ts';
import { itemElement } from './ItemList.tsx';
import { useRenderContext } from './RenderContext.tsx';
import styles from './AddAnotherRenderer.module.css';

export interface AddAnotherRendererProps {
  group: AddAnotherDefinition;
  path: string;
}

/**
 * Add-another, while shown (ItemList renders it only then): instances
 * 1..count of the template (keys expanded by form-core), each under its
 * instanceTitle. The button shows only when the host allows it (`canAddAnother`: logged in) and count < max; pressing it
 * calls `onAddAnother(id, count + 1)` and, unless refused, shows the new
 * instance and moves focus to its heading.
 */
export function VisibleAddAnother({ group, path }: AddAnotherRendererProps) {
  const { store, services } = useRenderContext();
  const count = useStoreValue(store.addAnotherView, (state) => instanceCountOf(group, state.addAnother));
  const [adding, setAdding] = useState(false);
  const focusInstance = useRef<number | null>(null);

  // The expanded items of every instance, from form-core's index (stable objects, so memoized children stay put).
  const instances = useMemo(() => {
    const index = indexDefinitions(store.pages, store.context.widgets);
    return Array.from({ length: group.max }, (_, i) => {
      const n = i + 1;
      return group.template.map((_item, t) => {
        const itemPath = `${path}/instances/${n}/${t}`;
        const node = index.byPath.get(itemPath);
        return {
          path: itemPath,
          item: (node === undefined ? undefined : index.nodes[node]?.item) as ItemDefinition | undefined,
        };
      });
    });
  }, [store.pages, store.context.widgets, group, path]);

  useEffect(() => {
    if (focusInstance.current === null) return;
    // The new instance's heading, or its first input when it has no title.
    const section = document.querySelector(`[data-instance="${instanceHeadingId(group.id, focusInstance.current)}"]`);
    const target = section?.querySelector<HTMLElement>('h3, input, textarea, [role="combobox"], button');
    target?.focus();
    focusInstance.current = null;
  }, [count, group.id]);

  const add = async () => {
    if (adding) return;
    const next = count + 1;
    setAdding(true);
    let accepted = true;
    try {
      accepted = (await services.onAddAnother?.(group.id, next)) !== false;
    } catch {
      accepted = false;
    } finally {
      setAdding(false);
    }
    if (accepted) {
      focusInstance.current = next;
      store.getState().setAddAnother(group.id, next);
    }
  };

  const canAdd = Boolean(services.canAddAnother) && count < group.max;
  return (
    <div data-add-another={group.id}>
      {instances.slice(0, count).map((items, i) => {
        const n = i + 1;
        const headingId = instanceHeadingId(group.id, n);
        return (
          <section
            key={n}
            data-instance={headingId}
            aria-labelledby={group.instanceTitle ? headingId : undefined}
            className={styles.instance}
          >
            {group.instanceTitle && (
              <h3 id={headingId} tabIndex={-1} className={styles.instanceTitle}>
                {instanceLabel(group.instanceTitle, n)}
              </h3>
            )}
            <div className={grid.formGrid}>
              {items.map(({ item, path: itemPath }) => item && itemElement(item, itemPath, itemPath))}
            </div>
          </section>
        );
      })}
      {canAdd && (
        <button
          type="button"
          className={shared.secondaryButton}
          aria-disabled={adding || undefined}
          onClick={() => void add()}
        >
          {group.buttonLabel}
          {adding && (
            <>
              {' '}
              <LoadingSpinner size="small" label="Adding…" />
            </>
          )}
        </button>
      )}
    </div>
  );
}

export function instanceHeadingId(groupId: string, n: number): string {
  return `${groupId}-instance-${n}`;
}
