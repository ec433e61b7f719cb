/** @jsxImportSource react */
/**
 * The least a React page spends per keystroke, typed into by bench/formPage's
 * harness beside our page and the peer: 40 text inputs that keep their own
 * value (`defaultValue`), each with an `onChange` that only stores the text.
 * No form library, no validation, no other listener: what is left of a
 * keystroke is React's event system and the harness's own measuring.
 */
import { StrictMode, useCallback, type ChangeEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { floorFieldKeys } from './floorFields.ts';

/** The typed text, kept so that the handler does observable work. */
const values: Record<string, string> = {};

function Field({ name }: { name: string }) {
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      values[name] = event.target.value;
    },
    [name],
  );
  return (
    <div data-question={name}>
      <label htmlFor={name}>{name}</label>
      <input id={name} name={name} type="text" defaultValue="" maxLength={200} onChange={onChange} />
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <main>
      {floorFieldKeys.map((name) => (
        <Field key={name} name={name} />
      ))}
    </main>
  </StrictMode>,
);
