import { indexDefinitions, instanceCountOf, instanceLabel } from '@admissions/form-core';
import type { AddAnotherDefinition, ItemDefinition } from '@admissions/form-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';
import grid from '../layout/formGrid.module.css';
import shared from '../theme/sharedStyles.module.css';
import { useStoreValue } from '../store/useStoreSelection.ts';
import { addAnotherTexts } from './addAnotherTexts.ts';
import { itemElement } from './ItemList.tsx';
import { RemoveInstanceDialog } from './RemoveInstanceDialog.tsx';
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
 *
 * Every block after the required ones (`requiredInstances`, at least the
 * first) has a Remove button. After a confirmation the store drops that
 * block's answers, moves the later blocks' answers down by one and lowers the
 * count; `onRemoveAnother(id, count - 1)` then saves them (refused: the block
 * comes back). Focus goes to the previous block's heading and the removal is
 * announced politely.
 */
export function VisibleAddAnother({ group, path }: AddAnotherRendererProps) {
  const { store, services } = useRenderContext();
  const count = useStoreValue(store.addAnotherView, (state) => instanceCountOf(group, state.addAnother));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ n: number; busy: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Bumped to move focus after a removal (which may leave the count as the previous render saw it).
  const [focusRequest, setFocusRequest] = useState(0);
  const focusInstance = useRef<number | null>(null);
  const blockName = (n: number) =>
    addAnotherTexts.blockName(group.instanceTitle && instanceLabel(group.instanceTitle, n), n);

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
    // The new (or, after a removal, the previous) instance's heading, or its first input when it has no title.
    const section = document.querySelector(`[data-instance="${instanceHeadingId(group.id, focusInstance.current)}"]`);
    const target = section?.querySelector<HTMLElement>('h3, input, textarea, [role="combobox"], button');
    target?.focus();
    focusInstance.current = null;
  }, [count, focusRequest, group.id]);

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

  const remove = async (n: number) => {
    if (removing?.busy) return;
    setRemoving({ n, busy: true });
    const before = store.getFormState();
    const name = blockName(n);
    store.getState().removeAddAnother(group.id, n);
    let accepted = true;
    try {
      accepted = (await services.onRemoveAnother?.(group.id, count - 1)) !== false;
    } catch {
      accepted = false;
    }
    setRemoving(null);
    if (!accepted) {
      // The save was refused: the block and its answers come back as they were.
      store.getState().replaceState(before);
      return;
    }
    focusInstance.current = n - 1;
    setFocusRequest((request) => request + 1);
    setAnnouncement(addAnotherTexts.removed(name));
  };

  const canAdd = Boolean(services.canAddAnother) && count < group.max;
  // The required blocks (at least the first) always show: only the blocks after them can be removed.
  const firstRemovable = Math.max(1, group.requiredInstances ?? 0) + 1;
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
            {n >= firstRemovable && (
              <button
                type="button"
                className={`${shared.secondaryButton} ${styles.removeButton}`}
                onClick={() => setRemoving({ n, busy: false })}
              >
                {addAnotherTexts.remove(blockName(n))}
              </button>
            )}
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
      {/* A polite live region, not role="status": a page's only status stays the busy button's. */}
      <p aria-live="polite" className={shared.visuallyHidden} data-announces="add-another">
        {announcement}
      </p>
      <RemoveInstanceDialog
        block={removing === null ? null : blockName(removing.n)}
        busy={removing?.busy ?? false}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing.n);
        }}
      />
    </div>
  );
}

export function instanceHeadingId(groupId: string, n: number): string {
  return `${groupId}-instance-${n}`;
}
