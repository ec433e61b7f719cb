import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LookupItem } from '@admissions/contracts';
import shared from '../../theme/sharedStyles.module.css';
import { requiredMarker } from '../parts/requiredMarker.tsx';
import styles from './SchoolCombobox.module.css';
import type { SchoolComboboxProps } from './schoolComboboxProps.ts';
import { useLookupSuggestions } from './useLookupSuggestions.ts';

export interface DownshiftSchoolComboboxProps extends SchoolComboboxProps {
  /** What the applicant typed into the placeholder before this chunk arrived (null: nothing). */
  initialDraft?: string | null;
  /** Take focus when mounted (the placeholder had it). */
  takeFocus?: boolean;
}

const notListedId = '__not_listed__';

const openMenuClass = `${styles.menu} ${styles.open}`;

/**
 * The "Search for Your School" autocomplete (downshift useCombobox). Results
 * come from the host's debounced lookup; the last option switches to
 * user-entered mode. Typing does not change the stored answer: only a choice does.
 * Loaded on first use by SchoolCombobox, which shows the same input until then.
 */
export function DownshiftSchoolCombobox({
  id,
  label,
  storedName,
  category,
  lookup,
  notListedLabel,
  onChoose,
  onNotListed,
  describedBy,
  invalid,
  required,
  beforeInput,
  initialDraft = null,
  takeFocus = false,
}: DownshiftSchoolComboboxProps) {
  // What the applicant is typing; null while they are not (the input shows the stored name).
  const [draft, setDraft] = useState<string | null>(initialDraft);
  // The last text typed, kept after the menu closes: it prefills the name in user-entered mode.
  const lastTyped = useRef(initialDraft ?? '');
  const { suggestions, update } = useLookupSuggestions(lookup, category);
  // Typed before this chunk arrived: search for it now.
  const typedEarly = useRef(initialDraft);
  useEffect(() => {
    if (typedEarly.current !== null) update(typedEarly.current);
    typedEarly.current = null;
  }, [update]);
  useLayoutEffect(() => {
    if (!takeFocus) return;
    const input = document.getElementById(id) as HTMLInputElement | null;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus, id]);
  const notListed: LookupItem = { id: notListedId, text: notListedLabel, sub_text: '' };
  const items = [...suggestions, notListed];

  const combobox = useCombobox<LookupItem>({
    items,
    inputId: id,
    labelId: `${id}-search-label`,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-result-${index}`,
    inputValue: draft ?? storedName,
    // Typed before this chunk arrived: the menu opens as typing would have opened it.
    initialIsOpen: initialDraft !== null,
    selectedItem: null,
    itemToString: (item) => item?.text ?? '',
    itemToKey: (item) => item?.id,
    getA11yStatusMessage: ({ isOpen }) =>
      isOpen ? `${suggestions.length} ${suggestions.length === 1 ? 'result' : 'results'} available.` : '',
    stateReducer: (state, { type, changes }) => {
      // Leaving the field never chooses a school by accident.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: state.selectedItem };
      return changes;
    },
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setDraft(inputValue ?? '');
      lastTyped.current = inputValue ?? '';
      update(inputValue ?? '');
    },
    onStateChange: ({ type }) => {
      // Leaving the field or pressing Escape without a choice puts back the stored name.
      if (type === useCombobox.stateChangeTypes.InputBlur || type === useCombobox.stateChangeTypes.InputKeyDownEscape) {
        setDraft(null);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setDraft(null);
      if (selectedItem.id === notListedId) onNotListed(lastTyped.current);
      else onChoose(selectedItem);
      lastTyped.current = '';
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = combobox;

  return (
    <div className={styles.wrapper}>
      <label {...getLabelProps()} className={shared.fieldLabel}>
        {label}
        {requiredMarker(required)}
      </label>
      {beforeInput}
      <input
        {...getInputProps({
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? true : undefined,
          'aria-required': required ? true : undefined,
        })}
        type="text"
        autoComplete="off"
        className={shared.inputBox}
      />
      <ul {...getMenuProps()} className={isOpen ? openMenuClass : styles.menu}>
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              {...getItemProps({ item, index })}
              data-highlighted={highlightedIndex === index}
              className={item.id === notListedId ? styles.notListed : styles.option}
            >
              {item.text}
              {item.sub_text && <small>{item.sub_text}</small>}
            </li>
          ))}
      </ul>
    </div>
  );
}
