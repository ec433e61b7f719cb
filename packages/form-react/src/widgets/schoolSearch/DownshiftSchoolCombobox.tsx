import { css } from '@emotion/react';
import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LookupItem } from '@admissions/contracts';
import { formTheme } from '../../theme/formTheme.ts';
import { fieldLabel, inputBox } from '../../theme/sharedStyles.ts';
import { RequiredMarker } from '../parts/RequiredMarker.tsx';
import type { SchoolComboboxProps } from './schoolComboboxProps.ts';
import { schoolComboboxWrapper } from './schoolComboboxProps.ts';
import { useLookupSuggestions } from './useLookupSuggestions.ts';

export interface DownshiftSchoolComboboxProps extends SchoolComboboxProps {
  /** What the applicant typed into the placeholder before this chunk arrived (null: nothing). */
  initialDraft?: string | null;
  /** Take focus when mounted (the placeholder had it). */
  takeFocus?: boolean;
}

const notListedId = '__not_listed__';

const menu = css({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: 20,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: formTheme.select.menuMaxHeight,
  overflowY: 'auto',
  background: formTheme.colors.surface,
  border: `1px solid ${formTheme.colors.border}`,
  borderRadius: 4,
  boxShadow: '0 0.25rem 0.75rem rgba(0, 0, 0, 0.2)',
});

const option = css({
  display: 'block',
  minHeight: formTheme.touchTarget,
  padding: '0.4rem 0.75rem',
  cursor: 'pointer',
  borderLeft: '4px solid transparent',
  '&[data-highlighted="true"]': { background: formTheme.colors.highlight, borderLeftColor: formTheme.colors.focus },
  small: { display: 'block', color: formTheme.colors.mutedText },
});

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
    <div css={schoolComboboxWrapper}>
      <label {...getLabelProps()} css={fieldLabel}>
        {label}
        <RequiredMarker required={required} />
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
        css={inputBox}
      />
      <ul {...getMenuProps()} css={css(menu, { display: isOpen ? 'block' : 'none' })}>
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              {...getItemProps({ item, index })}
              data-highlighted={highlightedIndex === index}
              css={css(option, item.id === notListedId && { fontStyle: 'italic', fontWeight: 600 })}
            >
              {item.text}
              {item.sub_text && <small>{item.sub_text}</small>}
            </li>
          ))}
      </ul>
    </div>
  );
}
