import type { ChecklistItem, ChecklistResponse } from '@admissions/contracts';
import { SafeMarkup } from '@admissions/form-react';
import type { ReactNode } from 'react';
import styles from './Checklist.module.css';
import { checklistTexts } from './checklistTexts.ts';

/**
 * The checklist's items with their states, read-only (the staff view); the
 * status page passes `action` to add an upload under an item.
 */
export function ChecklistItems({
  checklist,
  action,
}: {
  checklist: ChecklistResponse;
  action?: (item: ChecklistItem) => ReactNode;
}) {
  return (
    <ul className={styles.list} data-checklist="">
      {checklist.items.map((item) => {
        const state = checklistTexts.states[item.state];
        return (
          <li key={item.id} className={styles.item} data-checklist-item={item.id} data-state={item.state}>
            <div className={styles.title}>
              <span>{item.title}</span>
              <span
                className={`${styles.state} ${styles[item.state]}`}
                aria-label={checklistTexts.stateLabel(item.title, state)}
              >
                {state}
              </span>
            </div>
            {item.description ? <SafeMarkup text={item.description} /> : null}
            {item.document?.file_name ? <p>{checklistTexts.storedFile(item.document.file_name)}</p> : null}
            {action?.(item)}
          </li>
        );
      })}
    </ul>
  );
}
