import { css } from '@emotion/react';
import { useSelect } from 'downshift';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { OptionDefinition } from '@admissions/form-core';
import { formTheme } from '../../theme/formTheme.ts';
import { fieldLabel, inputBox } from '../../theme/sharedStyles.ts';
import { RequiredMarker } from '../parts/RequiredMarker.tsx';
import { menuPlacement } from './menuPlacement.ts';
import type { MenuPlacement } from './menuPlacement.ts';
import { withBlankOption } from './withBlankOption.ts';
import { useTypeAheadReset } from './useTypeAheadReset.ts';

export interface SelectControlProps {
  /** The toggle's id: the answer key. */
  id: string;
  label: string;
  labelId: string;
  options: readonly OptionDefinition[];
  value: string;
  onSelect: (option: OptionDefinition) => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  /** Rendered between the label and the toggle: the hint and the errors. */
  beforeToggle?: ReactNode;
}

const toggle = css(inputBox, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  cursor: 'pointer',
  textAlign: 'left',
});

const menuBase = css({
  position: 'absolute',
  left: 0,
  right: 0,
  zIndex: 20,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  background: formTheme.colors.surface,
  border: `1px solid ${formTheme.colors.border}`,
  borderRadius: 4,
  boxShadow: '0 0.25rem 0.75rem rgba(0, 0, 0, 0.2)',
});

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: formTheme.touchTarget,
  padding: '0.25rem 0.75rem',
  cursor: 'pointer',
  borderLeft: '4px solid transparent',
  '&[data-highlighted="true"]': {
    background: formTheme.colors.highlight,
    // A bar as well as the colour, so the highlight does not rely on colour alone.
    borderLeftColor: formTheme.colors.focus,
  },
  '&[aria-selected="true"]': { fontWeight: 700 },
});

/**
 * An accessible custom select (downshift useSelect: a combobox toggle and a
 * listbox). Type-ahead searches the labels and resets 1 s after the last key.
 * The first option is the blank '--'. Large touch targets.
 */
export function SelectControl({
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
}: SelectControlProps) {
  const items = withBlankOption(options);
  const selectedItem = items.find((option) => option.value === value) ?? null;
  const typeAhead = useTypeAheadReset<OptionDefinition>();
  const [placement, setPlacement] = useState<MenuPlacement>({ placement: 'bottom', maxHeight: 300 });

  const select = useSelect<OptionDefinition>({
    items,
    selectedItem,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
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

  return (
    <div css={css({ position: 'relative' })}>
      <label {...getLabelProps()} css={fieldLabel}>
        {label}
        <RequiredMarker required={required} />
      </label>
      {beforeToggle}
      <div
        {...getToggleButtonProps({
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? true : undefined,
          'aria-required': required ? true : undefined,
        })}
        css={toggle}
      >
        <span>{selectedItem?.label ?? '--'}</span>
        <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
      </div>
      <ul
        {...getMenuProps()}
        css={css(menuBase, {
          display: isOpen ? 'block' : 'none',
          maxHeight: placement.maxHeight,
          ...(placement.placement === 'bottom' ? { top: '100%' } : { bottom: '100%' }),
        })}
      >
        {isOpen &&
          items.map((option, index) => (
            <li
              key={`${option.value}-${index}`}
              {...getItemProps({ item: option, index })}
              data-highlighted={highlightedIndex === index}
              css={item}
            >
              <span aria-hidden="true" css={css({ width: '1rem' })}>
                {selectedItem?.value === option.value ? '✓' : ''}
              </span>
              {option.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
