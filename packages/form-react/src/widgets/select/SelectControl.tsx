import { useEffect, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { createChunkLoader } from '../../lazy/createChunkLoader.ts';
import shared from '../../theme/sharedStyles.module.css';
import { requiredMarker } from '../parts/requiredMarker.tsx';
import type { DownshiftSelectProps } from './DownshiftSelect.tsx';
import type { SelectControlProps } from './selectControlProps.ts';
import styles from './selectStyles.module.css';
import { selectToggleClass } from './selectToggleClass.ts';
import { withBlankOption } from './withBlankOption.ts';

export type { SelectControlProps } from './selectControlProps.ts';

// The downshift control is its own chunk: a page of selects shows and reads without it, and it loads when the
// applicant reaches for a select (pointer over it, focus, touch). Once loaded, every select renders it at once.
// Every select still showing its placeholder waits in `waiting`: they all swap as soon as the chunk arrives, so
// that a select the applicant reaches later is already the real control (a swap under the pointer would swallow
// a click).
const waiting = new Set<(Control: ComponentType<DownshiftSelectProps>) => void>();
const behaviour = createChunkLoader<ComponentType<DownshiftSelectProps>>(
  async () => (await import('./DownshiftSelect.tsx')).DownshiftSelect,
  (Control) => {
    for (const arrive of [...waiting]) arrive(Control);
  },
);

/**
 * Loads the select's behaviour (downshift); resolves at once when it is loaded. A failed load (a network blip) is
 * tried again at the next reach.
 */
export function loadSelectControl(): Promise<ComponentType<DownshiftSelectProps>> {
  return behaviour.load();
}

/** The attributes downshift gives the closed menu (an empty listbox the toggle controls). */
const closedMenu = (id: string, labelId: string) =>
  ({ id: `${id}-listbox`, role: 'listbox', 'aria-labelledby': labelId, tabIndex: -1 }) as const;
const opensMenu = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select: an accessible custom listbox (see DownshiftSelect). Until its
 * chunk has loaded it renders the same markup closed (label, combobox toggle
 * showing the chosen label, empty listbox); reaching for it loads the chunk,
 * and a press, click or opening key meanwhile opens the menu once it
 * arrives. When the chunk arrives every select on the page swaps to the real
 * control. Focus stays on the toggle across the swap.
 */
export function SelectControl(props: SelectControlProps) {
  const [arrived, setArrived] = useState(() => {
    const Control = behaviour.loaded();
    return Control ? { Control, open: false, focus: false } : null;
  });
  const wantsOpen = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const arrive = (Control: ComponentType<DownshiftSelectProps>) => {
      if (!mounted.current) return;
      setArrived(
        (current) => current ?? { Control, open: wantsOpen.current, focus: document.activeElement?.id === props.id },
      );
    };
    // The chunk may have arrived between this select's first render and now.
    const Control = behaviour.loaded();
    if (Control) arrive(Control);
    else waiting.add(arrive);
    return () => {
      mounted.current = false;
      waiting.delete(arrive);
    };
  }, [props.id]);

  if (arrived) {
    const { Control, open, focus } = arrived;
    return <Control {...props} initialIsOpen={open} takeFocus={focus} />;
  }

  const reach = (open = false) => {
    wantsOpen.current ||= open;
    void loadSelectControl().then(
      (Control) => {
        if (!mounted.current) return;
        setArrived(
          (current) => current ?? { Control, open: wantsOpen.current, focus: document.activeElement?.id === props.id },
        );
      },
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!opensMenu.has(event.key)) return;
    event.preventDefault();
    reach(true);
  };
  const { id, label, labelId, options, value, describedBy, invalid = false, required = false, beforeToggle } = props;
  const chosen = withBlankOption(options).find((option) => option.value === value);
  return (
    <div className={styles.wrapper}>
      <label id={labelId} htmlFor={id} className={shared.fieldLabel}>
        {label}
        {requiredMarker(required)}
      </label>
      {beforeToggle}
      <div
        id={id}
        role="combobox"
        tabIndex={0}
        aria-activedescendant=""
        aria-controls={`${id}-listbox`}
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
        className={selectToggleClass}
        onPointerEnter={() => reach()}
        onTouchStart={() => reach()}
        onFocus={() => reach()}
        // Pressing (not releasing) asks for the menu: if the chunk arrives between press and release, the click
        // would land on the replaced element and be lost.
        onPointerDown={() => reach(true)}
        onClick={() => reach(true)}
        onKeyDown={onKeyDown}
      >
        <span>{chosen?.label ?? '--'}</span>
        <span aria-hidden="true">▾</span>
      </div>
      <ul {...closedMenu(id, labelId)} className={styles.menu} />
    </div>
  );
}
