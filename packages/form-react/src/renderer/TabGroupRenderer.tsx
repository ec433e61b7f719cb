import { applyTabSwitch } from '@admissions/form-core';
import type { TabGroupDefinition } from '@admissions/form-core';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import grid from '../layout/formGrid.module.css';
import shared from '../theme/sharedStyles.module.css';
import { useStoreValue } from '../store/useStoreSelection.ts';
import { ItemList } from './ItemList.tsx';
import { useRenderContext } from './RenderContext.tsx';
import styles from './TabGroupRenderer.module.css';

const tabClass = `${shared.focusRing} ${styles.tab}`;

export function tabElementId(groupId: string, tabId: string): string {
  return `tab-${groupId}-${tabId}`;
}

export function tabPanelId(groupId: string, tabId: string): string {
  return `tabpanel-${groupId}-${tabId}`;
}

export interface TabGroupRendererProps {
  group: TabGroupDefinition;
  path: string;
}

/**
 * Tabs, while shown (ItemList renders them only then): a tablist (arrow keys, Home and End move focus; Enter or Space
 * choose, because a switch clears answers and may be refused) and the chosen
 * tab's panel. The host's `onTabChange(groupId, tabId, change)` may refuse
 * (resolve false); otherwise the store switches the tab and clears `clearKeys`.
 */
export function VisibleTabGroup({ group, path }: TabGroupRendererProps) {
  const { store, services } = useRenderContext();
  const chosen = useStoreValue(store.visibilityView, (state) => store.visibilityOf(state).chosenTab(group.id));
  const [switching, setSwitching] = useState(false);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const labelId = `tabs-${group.id}-label`;

  const choose = async (tabId: string) => {
    if (tabId === chosen || switching) return;
    const change = applyTabSwitch(store.pages, store.getFormState(), group.id, tabId, store.context);
    setSwitching(true);
    let accepted = true;
    try {
      accepted = (await services.onTabChange?.(group.id, tabId, change)) !== false;
    } catch {
      accepted = false;
    } finally {
      setSwitching(false);
    }
    if (accepted) store.getState().setTab(group.id, tabId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = group.tabs.length;
    const target = {
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = group.tabs[target];
    if (next) tabRefs.current[next.id]?.focus();
  };

  return (
    <div data-tabs={group.id} className={styles.tabGroup}>
      <p id={labelId} className={shared.fieldLabel}>
        {group.label}
      </p>
      <div role="tablist" aria-labelledby={labelId} className={styles.tabList}>
        {group.tabs.map((item, index) => {
          const selected = item.id === chosen;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={tabElementId(group.id, item.id)}
              aria-selected={selected}
              aria-controls={tabPanelId(group.id, item.id)}
              aria-busy={switching || undefined}
              tabIndex={selected ? 0 : -1}
              className={tabClass}
              onClick={() => void choose(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {group.tabs.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={tabPanelId(group.id, item.id)}
          aria-labelledby={tabElementId(group.id, item.id)}
          hidden={item.id !== chosen}
          className={styles.tabPanel}
        >
          {item.id === chosen && (
            <div className={grid.formGrid}>
              <ItemList items={item.items} basePath={`${path}/tabs/${index}/items`} />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
