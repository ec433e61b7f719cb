import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ComponentType } from 'react';
import { createChunkLoader } from '../../lazy/createChunkLoader.ts';
import shared from '../../theme/sharedStyles.module.css';
import { requiredMarker } from '../parts/requiredMarker.tsx';
import type { DownshiftSchoolComboboxProps } from './DownshiftSchoolCombobox.tsx';
import type { SchoolComboboxProps } from './schoolComboboxProps.ts';
import styles from './SchoolCombobox.module.css';

export type { SchoolComboboxProps } from './schoolComboboxProps.ts';

// The search's behaviour (downshift) is its own chunk, loaded when the applicant reaches for the input.
const behaviour = createChunkLoader<ComponentType<DownshiftSchoolComboboxProps>>(
  async () => (await import('./DownshiftSchoolCombobox.tsx')).DownshiftSchoolCombobox,
);

/** Loads the school search's behaviour; resolves at once when it is loaded. A failed load is tried again next time. */
export function loadSchoolCombobox(): Promise<ComponentType<DownshiftSchoolComboboxProps>> {
  return behaviour.load();
}

/** The attributes downshift gives the closed menu (an empty listbox the input controls). */
const closedMenu = (id: string, labelId: string) =>
  ({ id: `${id}-listbox`, role: 'listbox', 'aria-labelledby': labelId }) as const;

/**
 * The "Search for Your School" autocomplete (see DownshiftSchoolCombobox).
 * Until its chunk has loaded it renders the same input showing the stored
 * name; reaching for it (pointer, focus, touch) loads the chunk, and what was
 * typed meanwhile is kept and searched for. Focus stays in the input.
 */
export function SchoolCombobox(props: SchoolComboboxProps) {
  const [arrived, setArrived] = useState(() => {
    const Control = behaviour.loaded();
    return Control ? { Control, draft: null as string | null, focus: false } : null;
  });
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (arrived) {
    const { Control, draft, focus } = arrived;
    return <Control {...props} initialDraft={draft} takeFocus={focus} />;
  }

  const reach = () => {
    void loadSchoolCombobox().then(
      (Control) => {
        if (!mounted.current) return;
        const typed = input.current?.value ?? props.storedName;
        // Read and swap in one task: a key press handled between the two would land in the
        // placeholder after its text was read, and be lost with it.
        flushSync(() =>
          setArrived({
            Control,
            draft: typed === props.storedName ? null : typed,
            focus: document.activeElement === input.current,
          }),
        );
      },
      () => undefined,
    );
  };
  const { id, label, describedBy, invalid, required, beforeInput, storedName } = props;
  const labelId = `${id}-search-label`;
  return (
    <div className={styles.wrapper}>
      <label id={labelId} htmlFor={id} className={shared.fieldLabel}>
        {label}
        {requiredMarker(required)}
      </label>
      {beforeInput}
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-activedescendant=""
        aria-autocomplete="list"
        aria-controls={`${id}-listbox`}
        aria-expanded={false}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
        type="text"
        autoComplete="off"
        defaultValue={storedName}
        className={shared.inputBox}
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={reach}
      />
      <ul {...closedMenu(id, labelId)} className={styles.menu} />
    </div>
  );
}
