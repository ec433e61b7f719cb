type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the applicant left in one control before the app took the page over. */
type Entered =
  | { kind: 'text'; control: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'toggle'; control: HTMLInputElement; checked: boolean }
  | { kind: 'select'; control: HTMLSelectElement; selected: boolean[] };

/** What was entered into a server-rendered page before its hydration, to hand to the app once it is hydrated. */
export interface EarlyInput {
  /** Tells the app about every control entered into (as read now, or before the hydration); returns how many. */
  replay(): number;
}

/**
 * A server-rendered page can be typed into before the app takes it over,
 * and the app did not hear that input, so its answers (and the save) would
 * miss it. Call this just before hydrating the page, and `replay` once it
 * is hydrated: every control whose state differs from the page as the
 * server sent it (the HTML's value, checked and selected attributes:
 * `defaultValue`, `defaultChecked`, `defaultSelected`) is given to the app
 * by the events the applicant's own input fires.
 *
 * Why both moments: hydration keeps what was typed into text fields, but a
 * radio button or a checkbox that the server sent checked has its checked
 * attribute written again, which takes the check back from the one the
 * applicant chose. So a control is replayed with what it holds at the
 * replay if that differs from the server's page, and otherwise with what it
 * held before the hydration.
 *
 * Everything is read first: the first change the app hears re-renders it,
 * and a re-render sets each controlled element back to what the app holds.
 * Then each control is set to what was entered just before its event. React
 * notices a change by comparing the element's state with the one it last
 * recorded (its value tracker, which follows the element's own `value` and
 * `checked` properties but not the prototype's setters), so that record is
 * first set to something else through the element's property.
 */
export function captureEarlyInput(container: ParentNode): EarlyInput {
  const controls = () => [...container.querySelectorAll<Control>('input, textarea, select')];
  const before = new Map<Control, Entered>();
  for (const control of controls()) {
    const entered = enteredIn(control);
    if (entered) before.set(control, entered);
  }
  return {
    replay() {
      const entered = controls()
        .map((control) => enteredIn(control) ?? before.get(control))
        .filter((entry) => entry !== undefined);
      for (const entry of entered) replay(entry);
      return entered.length;
    },
  };
}

function enteredIn(control: Control): Entered | undefined {
  if (control.disabled) return undefined;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (options.every((option) => option.selected === option.defaultSelected)) return undefined;
    return { kind: 'select', control, selected: options.map((option) => option.selected) };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return undefined;
    // A radio button that lost its check follows from the one that gained it.
    if (control.type === 'radio' && !control.checked) return undefined;
    return { kind: 'toggle', control, checked: control.checked };
  }
  if (control.type === 'file' || control.type === 'hidden' || control.value === control.defaultValue) return undefined;
  return { kind: 'text', control, value: control.value };
}

function replay(entry: Entered): void {
  switch (entry.kind) {
    case 'select':
      [...entry.control.options].forEach((option, index) => {
        option.selected = entry.selected[index] ?? false;
      });
      entry.control.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'toggle':
      // The click toggles it to what the applicant chose and fires the events a click of theirs would.
      entry.control.checked = !entry.checked;
      entry.control.click();
      return;
    case 'text': {
      const { control, value } = entry;
      control.value = `${value}\u0000`;
      const prototype =
        control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
  }
}
