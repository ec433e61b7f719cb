import { useSelect } from 'downshift';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import type { OptionDefinition } from '@admissions/form-core';
import shared from '../../theme/sharedStyles.module.css';
import { requiredMarker } from '../parts/requiredMarker.tsx';
import { menuPlacement } from './menuPlacement.ts';
import type { MenuPlacement } from './menuPlacement.ts';
import type { SelectControlProps } from './selectControlProps.ts';
import styles from './selectStyles.module.css';
import { selectToggleClass } from './selectToggleClass.ts';
import { withBlankOption } from './withBlankOption.ts';
import { useTypeAheadReset } from './useTypeAheadReset.ts';

const openMenuClass = `${styles.menu} ${styles.open}`;

export interface DownshiftSelectProps extends SelectControlProps {
  /** Open the menu at once (the applicant clicked the placeholder before this chunk arrived). */
  initialIsOpen?: boolean;
  /** Take focus when mounted (the placeholder had it). */
  takeFocus?: boolean;
}

/**
 * An accessible custom select (downshift useSelect: a combobox toggle and a
 * listbox). Type-ahead searches the labels and resets 1 s after the last key.
 * The first option is the blank '--'. Large touch targets. Loaded on first
 * use by SelectControl, which shows the same markup until then.
 */
export function DownshiftSelect({
  id,
  label,
  labelId,
  options,
  value,
  onSelect,
  describedBy,
  invalid = false,
  required = false,
  beforeToggle,
  initialIsOpen = false,
  takeFocus = false,
}: DownshiftSelectProps) {
  const items = withBlankOption(options);
  const selectedItem = items.find((option) => option.value === value) ?? null;
  const typeAhead = useTypeAheadReset<OptionDefinition>();
  const [placement, setPlacement] = useState<MenuPlacement>({ placement: 'bottom', maxHeight: 300 });

  const select = useSelect<OptionDefinition>({
    items,
    selectedItem,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    initialIsOpen,
    toggleButtonId: id,
    labelId,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    stateReducer: typeAhead.stateReducer,
    onStateChange: typeAhead.onStateChange,
    onIsOpenChange: ({ isOpen: opening }) => {
      // Measure when the menu opens: below or above, and how tall (140-300 px).
      const toggleElement = document.getElementById(id);
      if (!opening || !toggleElement) return;
      const rect = toggleElement.getBoundingClientRect();
      setPlacement(menuPlacement(window.innerHeight - rect.bottom, rect.top));
    },
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      if (chosen) onSelect(chosen);
    },
  });
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = select;

  useEffect(() => {
    typeAhead.connect(select.setInputValue);
  });
  useLayoutEffect(() => {
    if (takeFocus) document.getElementById(id)?.focus();
  }, [takeFocus, id]);

  return (
    <div className={styles.wrapper}>
      <label {...getLabelProps()} className={shared.fieldLabel}>
        {label}
        {requiredMarker(required)}
      </label>
      {beforeToggle}
      <div
        {...getToggleButtonProps({
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? true : undefined,
          'aria-required': required ? true : undefined,
        })}
        className={selectToggleClass}
      >
        <span>{selectedItem?.label ?? '--'}</span>
        <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
      </div>
      <ul
        {...getMenuProps()}
        className={isOpen ? openMenuClass : styles.menu}
        data-placement={placement.placement}
        style={{ '--menu-max-height': `${placement.maxHeight}px` } as CSSProperties}
      >
        {isOpen &&
          items.map((option, index) => (
            <li
              key={`${option.value}-${index}`}
              {...getItemProps({ item: option, index })}
              data-highlighted={highlightedIndex === index}
              className={styles.item}
            >
              <span aria-hidden="true" className={styles.check}>
                {selectedItem?.value === option.value ? '✓' : ''}
              </span>
              {option.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
